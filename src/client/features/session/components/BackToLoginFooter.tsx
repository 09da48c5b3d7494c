import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { accountTexts } from '../../../../shared/account-texts';
import { uiPaths } from '../../../../shared/ui-paths';

/** The footer of the password forms: the way back to Login. */
export function BackToLoginFooter() {
  return (
    <Typography>
      <Link component={RouterLink} to={uiPaths.login}>
        {accountTexts.backToLogin}
      </Link>
    </Typography>
  );
}
