import { useState } from 'react';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequest } from '../../../../shared/contract/accounts.contract';
import { accountTexts } from '../../../../shared/account-texts';
import { uiPaths } from '../../../../shared/ui-paths';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { BackToLoginFooter } from '../components/BackToLoginFooter';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { useAppSelector } from '../../../app/hooks';
import { useRequestPasswordResetMutation } from '../account.api';
import { selectUserEmail } from '../session.slice';
import { useTranslate } from '../../../i18n/translate';

/** 400: the server's own check of the address; 429: asked too often. */
const RESET_REQUEST_STATUSES_WITH_MESSAGE = [400, 429] as const;

/**
 * /forgot-password (and the profile's "Change password"): the account's e-mail address, for a reset link. The answer is the same whether
 * or not the address has an account, and it takes the form's place.
 */
export function ForgotPasswordPage() {
  const t = useTranslate();
  // Arriving from the profile's "Change password": the address is the user's own.
  const userEmail = useAppSelector(selectUserEmail);
  const [sent, setSent] = useState<string | undefined>();
  const [requestPasswordReset, { isLoading }] = useRequestPasswordResetMutation();
  const { failure, fail, clear } = useSubmitFailure(RESET_REQUEST_STATUSES_WITH_MESSAGE);
  const { control, handleSubmit } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: userEmail },
  });

  if (sent) {
    return (
      <FormOutcome title={t.text(accountTexts.checkEmailTitle)} message={t.text(sent)} severity="info">
        <Button component={RouterLink} to={uiPaths.login} variant="contained">
          {t.text(accountTexts.backToLogin)}
        </Button>
      </FormOutcome>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const { Message } = await requestPasswordReset(values).unwrap();
      setSent(Message);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <FormPage
      title={t.text(accountTexts.forgotTitle)}
      intro={t.text(accountTexts.forgotIntro)}
      onSubmit={onSubmit}
      failure={failure}
      footer={<BackToLoginFooter />}
    >
      <FormTextField
        control={control}
        name="email"
        label={t.text(accountTexts.email)}
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {t.text(accountTexts.sendResetLink)}
      </Button>
    </FormPage>
  );
}
