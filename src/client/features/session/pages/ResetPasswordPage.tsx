import { accountTexts } from '../../../../shared/account-texts';
import { PasswordLinkForm, type PasswordLinkTexts } from '../components/PasswordLinkForm';

const RESET_TEXTS: PasswordLinkTexts = {
  title: accountTexts.resetTitle,
  submit: accountTexts.savePassword,
  doneTitle: accountTexts.passwordChangedTitle,
};

/**
 * /reset-password?token=...: the mailed link's page to choose a new password. On success the server
 * has logged the account out everywhere, so a session in this browser ends too.
 */
export function ResetPasswordPage() {
  return <PasswordLinkForm texts={RESET_TEXTS} />;
}
