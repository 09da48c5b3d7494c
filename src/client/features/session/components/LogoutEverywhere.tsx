import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { accountTexts } from '../../../../shared/account-texts';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage, errorStatus } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { useLogoutEverywhereMutation } from '../profile.api';
import { endSession } from '../session.effects';

/**
 * "Log out of all devices", asked twice: the server ends every session of the account, and this
 * browser ends its own as logging out does. `onLoggedOut` runs after (the page sends the user on).
 */
export function LogoutEverywhere({ onLoggedOut }: { onLoggedOut: () => void }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  const confirm = async () => {
    try {
      const { Message } = await logoutEverywhere().unwrap();
      setOpen(false);
      endSession(dispatch);
      notify.success(t.text(Message));
      onLoggedOut();
    } catch (error) {
      setOpen(false);
      // 401: the session had already ended; the session's own handler logs out and says so.
      if (errorStatus(error) !== 401) notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t.text(accountTexts.logoutEverywhere)}
      </Button>
      <Dialog
        open={open}
        onClose={isLoading ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{t.text(accountTexts.logoutEverywhereConfirmTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t.text(accountTexts.logoutEverywhereConfirm)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            {t.text(accountTexts.cancel)}
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={isLoading}>
            {t.text(accountTexts.logoutEverywhere)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
