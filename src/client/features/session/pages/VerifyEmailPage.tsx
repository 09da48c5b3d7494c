import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { accountTexts } from '../../../../shared/account-texts';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { markEmailConfirmed, useResendVerification } from '../emailConfirmation';
import { useVerifyEmailMutation } from '../account.api';
import { refreshSessionUser } from '../sessionRefresh';
import { selectIsLoggedIn } from '../session.slice';
import { LinkPending, useSingleUseLink } from './singleUseLink';
import { useTranslate } from '../../../i18n/translate';

/** 400: the link is malformed, expired or used; 409: the new address was taken meanwhile. */
const VERIFY_STATUSES_WITH_MESSAGE = [400, 409] as const;

/** A failed link: a logged-in user asks for a new one here; anyone else logs in first (then Profile has the button). */
function NewLinkOffer() {
  const t = useTranslate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { resend, isLoading } = useResendVerification();
  if (!isLoggedIn) {
    return (
      <>
        <Typography sx={{ flexBasis: '100%' }}>{t.text(accountTexts.loginForNewLink)}</Typography>
        <Button component={RouterLink} to={uiPaths.loginReturning({ returnTo: uiPaths.profile })} variant="contained">
          {t.text(accountTexts.login)}
        </Button>
      </>
    );
  }
  return (
    <Button variant="contained" onClick={() => void resend()} disabled={isLoading}>
      {t.text(accountTexts.sendNewLink)}
    </Button>
  );
}

/**
 * /verify-email?token=...: confirms the address a mailed link was sent to (or an account's new
 * address). A link followed again, for an address that is confirmed, says so (the server answers 202).
 */
export function VerifyEmailPage() {
  const t = useTranslate();
  const store = useAppStore();
  const [verifyEmail] = useVerifyEmailMutation();
  const outcome = useSingleUseLink(
    tokenOf(useLocation().search),
    (token) => verifyEmail({ token }).unwrap(),
    () => {
      // Logged in here: the session shows it at once, then takes the account as the server has
      // it (a new address, after an e-mail change's link).
      markEmailConfirmed(store);
      void refreshSessionUser(store);
    },
    VERIFY_STATUSES_WITH_MESSAGE,
  );

  if (!outcome) return <LinkPending title={t.text(accountTexts.verifyTitle)} text={t.text(accountTexts.verifying)} />;
  if (outcome.succeeded) {
    return (
      <FormOutcome title={t.text(accountTexts.verifiedTitle)} message={t.text(outcome.message)}>
        <Button component={RouterLink} to={uiPaths.home} variant="contained">
          {t.text(accountTexts.toTheStore)}
        </Button>
      </FormOutcome>
    );
  }
  return (
    <FormOutcome title={t.text(accountTexts.verifyFailedTitle)} message={t.text(outcome.message)} severity="error">
      <NewLinkOffer />
    </FormOutcome>
  );
}
