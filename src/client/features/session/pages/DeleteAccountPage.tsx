import { useId, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { accountDeletionTexts } from '../../../../shared/account-texts';
import {
  deleteAccountRequestSchema,
  type DeleteAccountRequest,
  type DeletionSummaryResponse,
} from '../../../../shared/contract/accounts.contract';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { accountPageTitles, formatCount, messages } from '../../../../shared/messages';
import { formatRupees } from '../../../../shared/money';
import { uiPaths } from '../../../../shared/ui-paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SignedOutNotice } from '../../../components/SignedOutNotice';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useLater } from '../../../lib/useLater';
import { useDeleteAccountMutation, useGetDeletionSummaryQuery } from '../account.api';
import { endSession } from '../session.effects';
import { selectIsLoggedIn, selectUserEmail } from '../session.slice';
import { useTranslate } from '../../../i18n/translate';
import { sessionMessages as texts } from '../session.messages';

/** Same comparison as the server: e-mail addresses are equal without regard to case or outer spaces. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 403: the server's own check of the e-mail (the spec's text) or of the password. */
const DELETE_STATUSES_WITH_MESSAGE = [403, 429] as const;

/** A heading and a list of what deleting means (a group inside the form's panel: h6). */
function Consequences({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ color: 'text.primary' }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
}

/** What is lost (the books bought, their count and what they cost) and what the law keeps. */
function DeletionSummary({ summary }: { summary: DeletionSummaryResponse | undefined }) {
  const t = useTranslate();
  return (
    <>
      <Typography>{t.text(accountDeletionTexts.intro)}</Typography>
      <Consequences heading={t.text(accountDeletionTexts.whatIsLost)}>
        <li>
          {summary ? (
            t(texts.booksLost, {
              count: summary.BooksOwned,
              books: formatCount(summary.BooksOwned),
              value: formatRupees(summary.BooksPaidPaise),
            })
          ) : (
            <Box component="span" role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={14} aria-hidden />
              {t.text(accountDeletionTexts.loadingSummary)}
            </Box>
          )}
        </li>
        <li>{t.text(accountDeletionTexts.listsLost)}</li>
        {summary && summary.AuthorBooks > 0 ? <li>{t.text(accountDeletionTexts.authorBooksStay)}</li> : null}
      </Consequences>
      <Consequences heading={t.text(accountDeletionTexts.whatIsKept)}>
        <li>{t.text(accountDeletionTexts.ordersKept)}</li>
      </Consequences>
    </>
  );
}

/** The last word before the account goes: what it costs, Cancel or Delete. */
function ConfirmDeletion({
  open,
  summary,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  summary: DeletionSummaryResponse | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t.text(accountDeletionTexts.confirmTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div" sx={{ display: 'grid', gap: 1 }}>
          <Box component="span" sx={{ fontWeight: 700, color: 'error.main' }}>
            {t.text(accountDeletionTexts.confirmLead)}
          </Box>
          {summary && summary.BooksOwned > 0 ? (
            <span>
              {t(texts.confirmBooks, {
                count: summary.BooksOwned,
                books: formatCount(summary.BooksOwned),
                value: formatRupees(summary.BooksPaidPaise),
              })}
            </span>
          ) : null}
          <span>{t.text(accountDeletionTexts.listsLost)}</span>
          <span>{t.text(accountDeletionTexts.ordersKept)}</span>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t.text(accountDeletionTexts.cancel)}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {t.text(accountDeletionTexts.confirmButton)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Spec sections 2, 4 and 5, Delete account: only for the logged-in user, who types their own e-mail
 * and their password, reads what is lost (the books bought, with their count and value) and what
 * is kept (orders and invoices, anonymised), and confirms in a dialog. On 200 a toast; after 3 s the
 * stored session and the cookie are cleared; 3 s later, /login.
 */
export function DeleteAccountPage() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const later = useLater();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [deleted, setDeleted] = useState(false);

  // Kept here, not in the form: the form goes when the session ends, the way to /login must not.
  const onDeleted = () => {
    setDeleted(true);
    notify.success(t.text(messages.accountDeleted));
    // Not cancelled if the user leaves the page: a deleted account must not stay stored.
    setTimeout(() => endSession(dispatch), REDIRECT_DELAY_MS.deleteAccountStep);
    later(() => navigate(uiPaths.login), 2 * REDIRECT_DELAY_MS.deleteAccountStep);
  };

  if (deleted) {
    return (
      <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.text(accountDeletionTexts.deletedTitle)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t.text(messages.accountDeleted)} {t.text(accountDeletionTexts.deletedFollowUp)}
        </Typography>
      </Box>
    );
  }
  if (!isLoggedIn) {
    // The page keeps its heading for a visitor too: a screen reader lands on where it is.
    return (
      <Box sx={{ my: { xs: 4, md: 6 }, maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.text(accountPageTitles.deleteAccount)}
        </Typography>
        <SignedOutNotice />
      </Box>
    );
  }
  return <DeleteAccountForm onDeleted={onDeleted} />;
}

function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const t = useTranslate();
  const userEmail = useAppSelector(selectUserEmail);
  const [confirming, setConfirming] = useState<DeleteAccountRequest | undefined>();
  const { data: summary } = useGetDeletionSummaryQuery();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { failure, fail, clear } = useSubmitFailure(DELETE_STATUSES_WITH_MESSAGE);
  const schema = useMemo(
    () =>
      deleteAccountRequestSchema.refine((value) => sameEmail(value.Email, userEmail), {
        path: ['Email'],
        message: messages.emailNotCurrentUser,
      }),
    [userEmail],
  );
  const { control, handleSubmit } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(schema),
    defaultValues: { Email: '', Password: '' },
  });

  // The form only asks; the dialog deletes.
  const onSubmit = handleSubmit((values) => {
    clear();
    setConfirming(values);
  });

  const confirm = async () => {
    if (!confirming) return;
    try {
      await deleteAccount(confirming).unwrap();
      setConfirming(undefined);
      onDeleted();
    } catch (error) {
      setConfirming(undefined);
      fail(error);
    }
  };

  return (
    <>
      <FormPage
        title={t.text(accountPageTitles.deleteAccount)}
        intro={<DeletionSummary summary={summary} />}
        onSubmit={onSubmit}
        failure={failure}
        maxWidth={560}
      >
        <FormTextField
          control={control}
          name="Email"
          label={t(texts.email)}
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="Password"
          label={t.text(accountDeletionTexts.password)}
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" color="error" size="large" disabled={isLoading}>
          {t.text(accountDeletionTexts.submit)}
        </Button>
      </FormPage>
      <ConfirmDeletion
        open={confirming !== undefined}
        summary={summary}
        busy={isLoading}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
