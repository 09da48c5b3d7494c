import { useState } from 'react';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { linkTokenSchema, resetPasswordRequestSchema } from '../../../../shared/contract/accounts.contract';
import { accountTexts } from '../../../../shared/account-texts';
import { messages } from '../../../../shared/messages';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { BackToLoginFooter } from '../components/BackToLoginFooter';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { errorMessage, errorStatus } from '../../../lib/api';
import { endSession } from '../session.effects';
import { useResetPasswordMutation } from '../session.api';
import { selectIsLoggedIn } from '../session.slice';

/** The request's password, typed twice (the token comes from the link, not from a field). */
const resetPasswordFormSchema = resetPasswordRequestSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  });
type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** 400: the link is expired or used (or the password refused); its text says which. */
const LINK_REFUSED_STATUS = 400;

/** The link cannot be used (malformed, expired or used): why, and the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <FormOutcome title={accountTexts.linkInvalidTitle} message={message} severity="error">
      <Button component={RouterLink} to={uiPaths.forgotPassword} variant="contained">
        {accountTexts.askNewLink}
      </Button>
    </FormOutcome>
  );
}

/**
 * /reset-password?token=...: the mailed link's page to choose a new password. On success the server
 * has logged the account out everywhere, so a session in this browser ends too.
 */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const token = tokenOf(useLocation().search);
  const tokenIsWellFormed = linkTokenSchema.safeParse(token).success;
  const [done, setDone] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { failure, fail, clear } = useSubmitFailure();
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (done) {
    return (
      <FormOutcome title={accountTexts.passwordChangedTitle} message={done}>
        <Button component={RouterLink} to={uiPaths.login} variant="contained">
          {accountTexts.login}
        </Button>
      </FormOutcome>
    );
  }
  if (!tokenIsWellFormed) return <LinkRefused message={messages.linkInvalid} />;
  if (refused) return <LinkRefused message={refused} />;

  const onSubmit = handleSubmit(async ({ password }) => {
    clear();
    try {
      const { Message } = await resetPassword({ token, password }).unwrap();
      if (isLoggedIn) endSession(dispatch);
      setDone(Message);
    } catch (error) {
      if (errorStatus(error) === LINK_REFUSED_STATUS) setRefused(errorMessage(error, [LINK_REFUSED_STATUS]));
      else fail(error);
    }
  });

  return (
    <FormPage title={accountTexts.resetTitle} onSubmit={onSubmit} failure={failure} footer={<BackToLoginFooter />}>
      <FormTextField
        control={control}
        name="password"
        label={accountTexts.newPassword}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label={accountTexts.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {accountTexts.savePassword}
      </Button>
    </FormPage>
  );
}
