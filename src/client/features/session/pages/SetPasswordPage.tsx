import { accountTexts } from '../../../../shared/account-texts';
import { PasswordLinkForm, type PasswordLinkTexts } from '../components/PasswordLinkForm';

const FIRST_PASSWORD_TEXTS: PasswordLinkTexts = {
  title: accountTexts.setPasswordTitle,
  intro: accountTexts.setPasswordIntro,
  submit: accountTexts.savePasswordToStart,
  doneTitle: accountTexts.passwordSetTitle,
};

/**
 * /set-password?token=...: an invited author's first password (the invitation mail's link). The
 * same rules as a reset, in words for a start: nothing was reset, and nobody was logged out.
 */
export function SetPasswordPage() {
  return <PasswordLinkForm texts={FIRST_PASSWORD_TEXTS} />;
}
