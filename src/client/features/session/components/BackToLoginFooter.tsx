import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { accountTexts } from '../../../../shared/account-texts';
import { uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';

/** The footer of the password forms: the way back to Login. */
export function BackToLoginFooter() {
  const t = useTranslate();
  return (
    <Typography>
      <Link component={RouterLink} to={uiPaths.login}>
        {t.text(accountTexts.backToLogin)}
      </Link>
    </Typography>
  );
}
