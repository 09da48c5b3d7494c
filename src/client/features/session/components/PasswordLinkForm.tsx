import { useState } from 'react';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { linkTokenSchema, resetPasswordRequestSchema } from '../../../../shared/contract/accounts.contract';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { errorMessage, errorStatus } from '../../../lib/api';
import { useTranslate } from '../../../i18n/translate';
import { BackToLoginFooter } from './BackToLoginFooter';
import { endSession } from '../session.effects';
import { useResetPasswordMutation } from '../account.api';
import { selectIsLoggedIn } from '../session.slice';

/** The request's password, typed twice (the token comes from the link, not from a field). */
const passwordFormSchema = resetPasswordRequestSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: accountLinkMessages.passwordsDoNotMatch,
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** 400: the link is expired or used (or the password refused); its text says which. */
const LINK_REFUSED_STATUS = 400;

/** What the page of a password link says: a reset, or an author's first password (shared English texts). */
export interface PasswordLinkTexts {
  title: string;
  intro?: string;
  submit: string;
  doneTitle: string;
}

/** The link cannot be used (malformed, expired or used): why, and the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  const t = useTranslate();
  return (
    <FormOutcome title={t.text(accountTexts.linkInvalidTitle)} message={t.text(message)} severity="error">
      <Button component={RouterLink} to={uiPaths.forgotPassword} variant="contained">
        {t.text(accountTexts.askNewLink)}
      </Button>
    </FormOutcome>
  );
}

/**
 * The form of a mailed password link (?token=...): the new password twice, then the server's answer
 * (which says whether devices were logged out) and the way to log in. Any session in this browser
 * ends: the server has ended the account's sessions.
 */
export function PasswordLinkForm({ texts }: { texts: PasswordLinkTexts }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const token = tokenOf(useLocation().search);
  const tokenIsWellFormed = linkTokenSchema.safeParse(token).success;
  const [done, setDone] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { failure, fail, clear } = useSubmitFailure();
  const { control, handleSubmit } = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (done) {
    return (
      <FormOutcome title={t.text(texts.doneTitle)} message={t.text(done)}>
        <Button component={RouterLink} to={uiPaths.login} variant="contained">
          {t.text(accountTexts.login)}
        </Button>
      </FormOutcome>
    );
  }
  if (!tokenIsWellFormed) return <LinkRefused message={accountLinkMessages.linkInvalid} />;
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
    <FormPage
      title={t.text(texts.title)}
      intro={texts.intro ? t.text(texts.intro) : undefined}
      onSubmit={onSubmit}
      failure={failure}
      footer={<BackToLoginFooter />}
    >
      <FormTextField
        control={control}
        name="password"
        label={t.text(accountTexts.newPassword)}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label={t.text(accountTexts.confirmPassword)}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {t.text(texts.submit)}
      </Button>
    </FormPage>
  );
}
