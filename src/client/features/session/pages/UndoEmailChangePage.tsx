import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { linkTokenSchema } from '../../../../shared/contract/accounts.contract';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { useAppStore } from '../../../app/hooks';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { errorMessage } from '../../../lib/api';
import { useUndoEmailChangeMutation } from '../account.api';
import { endSession } from '../session.effects';
import { selectIsLoggedIn } from '../session.slice';

/** 400: the link is malformed, expired or used; 409: another account has the old address now. */
const UNDO_STATUSES_WITH_MESSAGE = [400, 409] as const;

type Outcome = { undone: boolean; message: string };

/** The link's token, sent once however often the effect runs (StrictMode; a link is single use). */
function useUndo(token: string): Outcome | undefined {
  const store = useAppStore();
  const [undoEmailChange] = useUndoEmailChangeMutation();
  const sentFor = useRef<string | undefined>(undefined);
  const wellFormed = linkTokenSchema.safeParse(token).success;
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    undoEmailChange({ token })
      .unwrap()
      .then(({ Message }) => {
        // The server ended every session of the account: one in this browser ends too.
        if (selectIsLoggedIn(store.getState())) endSession(store.dispatch);
        setOutcome({ undone: true, message: Message });
      })
      .catch((error: unknown) =>
        setOutcome({ undone: false, message: errorMessage(error, UNDO_STATUSES_WITH_MESSAGE) }),
      );
  }, [store, token, undoEmailChange, wellFormed]);

  return wellFormed ? outcome : { undone: false, message: accountLinkMessages.linkInvalid };
}

/**
 * /undo-email-change?token=...: 'This was not me', from the notice mailed to an account's old
 * address. The server gives the account that address back, logs every device out and mails a link
 * to choose a new password; this page says so and leads on to logging in.
 */
export function UndoEmailChangePage() {
  const outcome = useUndo(tokenOf(useLocation().search));

  if (!outcome) {
    return (
      <FormOutcome title={accountTexts.undoEmailChangeTitle}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{accountTexts.undoingEmailChange}</Typography>
        </Box>
      </FormOutcome>
    );
  }
  if (outcome.undone) {
    return (
      <FormOutcome title={accountTexts.emailChangeUndoneTitle} message={outcome.message}>
        <Typography sx={{ flexBasis: '100%' }}>{accountTexts.emailChangeUndoneLogin}</Typography>
        <Button component={RouterLink} to={uiPaths.login} variant="contained">
          {accountTexts.login}
        </Button>
      </FormOutcome>
    );
  }
  return (
    <FormOutcome title={accountTexts.emailChangeNotUndoneTitle} message={outcome.message} severity="error">
      <Button component={RouterLink} to={uiPaths.forgotPassword} variant="contained">
        {accountTexts.forgotYourPassword}
      </Button>
    </FormOutcome>
  );
}
