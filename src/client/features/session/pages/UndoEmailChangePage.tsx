import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { accountTexts } from '../../../../shared/account-texts';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { useAppStore } from '../../../app/hooks';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { useUndoEmailChangeMutation } from '../account.api';
import { endSession } from '../session.effects';
import { selectIsLoggedIn } from '../session.slice';
import { LinkPending, useSingleUseLink } from './singleUseLink';
import { useTranslate } from '../../../i18n/translate';

/** 400: the link is malformed, expired or used; 409: another account has the old address now. */
const UNDO_STATUSES_WITH_MESSAGE = [400, 409] as const;

/**
 * /undo-email-change?token=...: 'This was not me', from the notice mailed to an account's old
 * address. The server gives the account that address back, logs every device out and mails a link
 * to choose a new password; this page says so and leads on to logging in.
 */
export function UndoEmailChangePage() {
  const t = useTranslate();
  const store = useAppStore();
  const [undoEmailChange] = useUndoEmailChangeMutation();
  const outcome = useSingleUseLink(
    tokenOf(useLocation().search),
    (token) => undoEmailChange({ token }).unwrap(),
    () => {
      // The server ended every session of the account: one in this browser ends too.
      if (selectIsLoggedIn(store.getState())) endSession(store.dispatch);
    },
    UNDO_STATUSES_WITH_MESSAGE,
  );

  if (!outcome)
    return (
      <LinkPending title={t.text(accountTexts.undoEmailChangeTitle)} text={t.text(accountTexts.undoingEmailChange)} />
    );
  if (outcome.succeeded) {
    return (
      <FormOutcome title={t.text(accountTexts.emailChangeUndoneTitle)} message={t.text(outcome.message)}>
        <Typography sx={{ flexBasis: '100%' }}>{t.text(accountTexts.emailChangeUndoneLogin)}</Typography>
        <Button component={RouterLink} to={uiPaths.login} variant="contained">
          {t.text(accountTexts.login)}
        </Button>
      </FormOutcome>
    );
  }
  return (
    <FormOutcome
      title={t.text(accountTexts.emailChangeNotUndoneTitle)}
      message={t.text(outcome.message)}
      severity="error"
    >
      <Button component={RouterLink} to={uiPaths.forgotPassword} variant="contained">
        {t.text(accountTexts.forgotYourPassword)}
      </Button>
    </FormOutcome>
  );
}
