import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { accountTexts } from '../../shared/account-texts';
import { messages } from '../../shared/messages';
import { uiPaths } from '../../shared/ui-paths';
import { useTranslate } from '../i18n/translate';

/**
 * What a page of the caller's own things shows a visitor: the spec's text and a way to log in that
 * comes back here (the login page's returnTo: this page's own path).
 */
export function SignedOutNotice() {
  const { pathname, search } = useLocation();
  const t = useTranslate();
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={uiPaths.loginReturning({ returnTo: `${pathname}${search}` })}
          color="inherit"
          size="small"
        >
          {t.text(accountTexts.login)}
        </Button>
      }
    >
      {t.text(messages.unauthorizedUser)}
    </Alert>
  );
}
