import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KOSYNC_PREFIX, OPDS_PREFIX } from '../../../../shared/api-paths';
import {
  createAppPasswordRequestSchema,
  type AppPassword,
  type CreateAppPasswordRequest,
  type CreatedAppPassword,
} from '../../../../shared/contract/reading-apps.contract';
import { readingAppsTexts as texts } from '../../../../shared/reading-apps-texts';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { errorMessage } from '../../../lib/api';
import { useTranslate } from '../../../i18n/translate';
import { sessionMessages } from '../session.messages';
import { useLocalDateTime } from '../localDates';
import { notify } from '../../../lib/notify';
import {
  useCreateAppPasswordMutation,
  useGetAppPasswordsQuery,
  useRevokeAppPasswordMutation,
} from '../readingApps.api';
import { ProfileSection } from './ProfileSection';

const EMPTY: CreateAppPasswordRequest = { Name: '' };
/** 409: the account holds as many as it may; its own text says so. */
const STATUSES_WITH_MESSAGE = [400, 409, 429] as const;

/** An address to type into an app: shown whole, selectable, wrapping anywhere. */
function Address({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 0.75 }}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The password just made, shown once in a dialog with a copy button. */
function CreatedPassword({ created, onClose }: { created: CreatedAppPassword; onClose: () => void }) {
  const t = useTranslate();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.Password);
      notify.success(t.text(texts.copied));
    } catch {
      // No clipboard (an old browser, a page not focused): the text is selectable anyway.
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t(sessionMessages.appPasswordFor, { name: created.Name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.text(texts.createdIntro)}</DialogContentText>
        <Typography
          component="output"
          aria-label={t.text(texts.passwordLabel)}
          sx={{
            display: 'block',
            fontFamily: 'monospace',
            fontSize: '1.25rem',
            letterSpacing: '0.05em',
            overflowWrap: 'anywhere',
            userSelect: 'all',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {created.Password}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t.text(texts.copy)}</Button>
        <Button variant="contained" onClick={onClose}>
          {t.text(texts.done)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PasswordRow({ item, onRevoke }: { item: AppPassword; onRevoke: (item: AppPassword) => void }) {
  const t = useTranslate();
  const dateTime = useLocalDateTime();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.Name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {item.LastUsedAt
            ? t(sessionMessages.createdLastUsed, {
                created: dateTime(item.CreatedAt),
                used: dateTime(item.LastUsedAt),
              })
            : t(sessionMessages.createdNeverUsed, { created: dateTime(item.CreatedAt) })}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" color="error" onClick={() => onRevoke(item)}>
        {t.text(texts.revoke)}
      </Button>
    </Box>
  );
}

/**
 * Profile's "Reading apps": the catalog's address for OPDS apps and KOReader's sync server, app
 * passwords made (shown once), listed with their last use, and revoked after a confirmation.
 */
export function ReadingApps() {
  const t = useTranslate();
  const origin = window.location.origin;
  const listId = useId();
  const revokeTitleId = useId();
  const { data, refetch } = useGetAppPasswordsQuery();
  const [createAppPassword, { isLoading: creating }] = useCreateAppPasswordMutation();
  const [revokeAppPassword, { isLoading: revoking }] = useRevokeAppPasswordMutation();
  const [created, setCreated] = useState<CreatedAppPassword | undefined>();
  const [toRevoke, setRevoking] = useState<AppPassword | undefined>();
  const { failure, fail, clear } = useSubmitFailure(STATUSES_WITH_MESSAGE);
  const { control, handleSubmit, reset } = useForm<CreateAppPasswordRequest>({
    resolver: zodResolver(createAppPasswordRequestSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      setCreated(await createAppPassword(values).unwrap());
      reset(EMPTY);
      void refetch();
    } catch (error) {
      fail(error);
    }
  });

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    try {
      const { Message } = await revokeAppPassword({ Id: toRevoke.Id }).unwrap();
      notify.success(t.text(Message));
    } catch (error) {
      notify.error(errorMessage(error, [404]));
    }
    setRevoking(undefined);
    void refetch();
  };

  const passwords = data?.AppPasswords ?? [];
  return (
    <ProfileSection title={t.text(texts.title)} intro={t.text(texts.intro)}>
      <Box sx={{ mb: 2 }}>
        <Address label={t.text(texts.catalogAddress)} value={`${origin}${OPDS_PREFIX}`} />
        <Address label={t.text(texts.syncAddress)} value={`${origin}${KOSYNC_PREFIX}`} />
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t.text(texts.createPassword)}
        sx={{ display: 'grid', gap: 1.5, mb: 2 }}
      >
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <FormTextField
          control={control}
          name="Name"
          label={t.text(texts.newPasswordName)}
          hint={t.text(texts.newPasswordNameHint)}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={creating}>
            {t.text(texts.createPassword)}
          </Button>
        </Box>
      </Box>
      <Typography id={listId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {t.text(texts.listLabel)}
      </Typography>
      {passwords.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t.text(texts.none)}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={listId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {passwords.map((item) => (
            <PasswordRow key={item.Id} item={item} onRevoke={setRevoking} />
          ))}
        </Box>
      )}
      {created ? <CreatedPassword created={created} onClose={() => setCreated(undefined)} /> : null}
      <Dialog
        open={toRevoke !== undefined}
        onClose={revoking ? undefined : () => setRevoking(undefined)}
        aria-labelledby={revokeTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={revokeTitleId}>
          {toRevoke ? t(sessionMessages.revokePasswordOf, { name: toRevoke.Name }) : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t.text(texts.revokeConfirm)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(undefined)} disabled={revoking}>
            {t.text(texts.cancel)}
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirmRevoke()} disabled={revoking}>
            {t.text(texts.revoke)}
          </Button>
        </DialogActions>
      </Dialog>
    </ProfileSection>
  );
}
