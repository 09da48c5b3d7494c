import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { accountTexts } from '../../shared/account-texts';
import { messages } from '../../shared/messages';
import { uiPaths } from '../../shared/ui-paths';

/** What a page of the caller's own things shows a visitor: the spec's text and a way to log in. */
export function SignedOutNotice() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={uiPaths.login} color="inherit" size="small">
          {accountTexts.login}
        </Button>
      }
    >
      {messages.unauthorizedUser}
    </Alert>
  );
}
