import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { linkTokenSchema } from '../../../../shared/contract/accounts.contract';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { errorMessage } from '../../../lib/api';
import { markEmailConfirmed, useResendVerification } from '../emailConfirmation';
import { useVerifyEmailMutation } from '../account.api';
import { refreshSessionUser } from '../sessionRefresh';
import { selectIsLoggedIn } from '../session.slice';

/** 400: the link is malformed, expired or used; 409: the new address was taken meanwhile. */
const VERIFY_STATUSES_WITH_MESSAGE = [400, 409] as const;

type Outcome = { confirmed: boolean; message: string };

/**
 * The mailed link's token, sent once however often the effect runs (React's StrictMode runs it
 * twice in development, and a link is single use: a second call would report it used).
 */
function useVerification(token: string): Outcome | undefined {
  const store = useAppStore();
  const [verifyEmail] = useVerifyEmailMutation();
  const sentFor = useRef<string | undefined>(undefined);
  const wellFormed = linkTokenSchema.safeParse(token).success;
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail({ token })
      .unwrap()
      .then(({ Message }) => {
        // Logged in here: the session shows it at once, then takes the account as the server has
        // it (a new address, after an e-mail change's link).
        markEmailConfirmed(store);
        void refreshSessionUser(store);
        setOutcome({ confirmed: true, message: Message });
      })
      .catch((error: unknown) =>
        setOutcome({ confirmed: false, message: errorMessage(error, VERIFY_STATUSES_WITH_MESSAGE) }),
      );
  }, [store, token, verifyEmail, wellFormed]);

  return wellFormed ? outcome : { confirmed: false, message: accountLinkMessages.linkInvalid };
}

/** A failed link: a logged-in user asks for a new one here; anyone else logs in first (then Profile has the button). */
function NewLinkOffer() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { resend, isLoading } = useResendVerification();
  if (!isLoggedIn) {
    return (
      <>
        <Typography sx={{ flexBasis: '100%' }}>{accountTexts.loginForNewLink}</Typography>
        <Button component={RouterLink} to={uiPaths.loginReturning({ returnTo: uiPaths.profile })} variant="contained">
          {accountTexts.login}
        </Button>
      </>
    );
  }
  return (
    <Button variant="contained" onClick={() => void resend()} disabled={isLoading}>
      {accountTexts.sendNewLink}
    </Button>
  );
}

/**
 * /verify-email?token=...: confirms the address a mailed link was sent to (or an account's new
 * address). A link followed again, for an address that is confirmed, says so (the server answers 202).
 */
export function VerifyEmailPage() {
  const token = tokenOf(useLocation().search);
  const outcome = useVerification(token);

  if (!outcome) {
    return (
      <FormOutcome title={accountTexts.verifyTitle}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{accountTexts.verifying}</Typography>
        </Box>
      </FormOutcome>
    );
  }
  if (outcome.confirmed) {
    return (
      <FormOutcome title={accountTexts.verifiedTitle} message={outcome.message}>
        <Button component={RouterLink} to={uiPaths.home} variant="contained">
          {accountTexts.toTheStore}
        </Button>
      </FormOutcome>
    );
  }
  return (
    <FormOutcome title={accountTexts.verifyFailedTitle} message={outcome.message} severity="error">
      <NewLinkOffer />
    </FormOutcome>
  );
}
