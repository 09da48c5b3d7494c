import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '../../../../shared/contract/accounts.contract';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useLater } from '../../../lib/useLater';
import { endSession } from '../session.effects';
import { useDeleteAccountMutation } from '../session.api';
import { selectIsLoggedIn, selectUserEmail } from '../session.slice';
import { uiPaths } from '../../../../shared/ui-paths';

/** Same comparison as the server: e-mail addresses are equal without regard to case or outer spaces. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 403: the server's own check of the e-mail, with the spec's text. */
const DELETE_STATUSES_WITH_MESSAGE = [403] as const;

/**
 * Spec sections 2, 4 and 5, Delete account: only for the logged-in user, who types their own e-mail.
 * On 200 a toast; after 3 s the stored session and the cookie are cleared; 3 s later, /login.
 */
export function DeleteAccountPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const later = useLater();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userEmail = useAppSelector(selectUserEmail);
  const [deleted, setDeleted] = useState(false);
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
    defaultValues: { Email: '' },
  });

  if (deleted) {
    return (
      <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Account deleted
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {messages.accountDeleted} You will be taken to the login page.
        </Typography>
      </Box>
    );
  }

  if (!isLoggedIn) {
    // The page keeps its heading for a visitor too: a screen reader lands on where it is.
    return (
      <Box sx={{ my: { xs: 4, md: 6 }, maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Delete Account
        </Typography>
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={uiPaths.login} color="inherit" size="small">
              Login
            </Button>
          }
        >
          {messages.unauthorizedUser}
        </Alert>
      </Box>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await deleteAccount(values).unwrap();
      setDeleted(true);
      notify.success(messages.accountDeleted);
      // Not cancelled if the user leaves the page: a deleted account must not stay stored.
      setTimeout(() => endSession(dispatch), REDIRECT_DELAY_MS.deleteAccountStep);
      later(() => navigate(uiPaths.login), 2 * REDIRECT_DELAY_MS.deleteAccountStep);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <FormPage
      title="Delete Account"
      intro="This permanently deletes your account. Type the e-mail address you are logged in with to confirm."
      onSubmit={onSubmit}
      failure={failure}
    >
      <FormTextField control={control} name="Email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" variant="contained" color="error" size="large" disabled={isLoading}>
        Delete Account
      </Button>
    </FormPage>
  );
}
