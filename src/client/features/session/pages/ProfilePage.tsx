import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { accountTexts } from '../../../../shared/account-texts';
import { accountPageTitles } from '../../../../shared/messages';
import { uiPaths } from '../../../../shared/ui-paths';
import { useAppSelector } from '../../../app/hooks';
import { SignedOutNotice } from '../../../components/SignedOutNotice';
import { useResendVerification } from '../emailConfirmation';
import { selectSession } from '../session.slice';

/** One line of the details: its name, then its value. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function EmailStatus({ confirmed }: { confirmed: boolean }) {
  const { resend, isLoading } = useResendVerification();
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={confirmed ? 'success' : 'warning'}
        label={confirmed ? accountTexts.emailConfirmed : accountTexts.emailNotConfirmed}
      />
      {confirmed ? null : (
        <Button size="small" variant="outlined" onClick={() => void resend()} disabled={isLoading}>
          {accountTexts.resendConfirmation}
        </Button>
      )}
    </Box>
  );
}

function AccountLink({ to, label, hint, danger = false }: { to: string; label: string; hint?: string; danger?: boolean }) {
  return (
    <Box component="li" sx={{ py: 1 }}>
      <Link component={RouterLink} to={to} color={danger ? 'error' : 'primary'} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** /profile: the logged-in user's details and e-mail status, and the ways to the account's pages. */
export function ProfilePage() {
  const user = useAppSelector(selectSession);

  useEffect(() => {
    document.title = `${accountTexts.profileTitle} | ${PRODUCT_NAME}`;
  }, []);

  const name = `${user.firstName} ${user.lastName}`.trim();
  // A country code alone is no phone number (accounts made by an admin may have no number).
  const phone = user.phoneNumber ? `${user.countryCode} ${user.phoneNumber}`.trim() : '';
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {accountTexts.profileTitle}
      </Typography>
      {user.isLoggedIn ? (
        <>
          <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1, mb: 3 }}>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail term={accountTexts.name}>{name || accountTexts.notGiven}</Detail>
              <Detail term={accountTexts.email}>{user.email}</Detail>
              <Detail term={accountTexts.emailStatus}>
                <EmailStatus confirmed={user.emailConfirmed} />
              </Detail>
              <Detail term={accountTexts.phone}>{phone || accountTexts.notGiven}</Detail>
            </Box>
          </Paper>
          <Box component="section" aria-labelledby="account-links-heading">
            <Typography id="account-links-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
              {accountTexts.yourAccount}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <AccountLink to={uiPaths.library} label={accountPageTitles.myLibrary} />
              <AccountLink to={uiPaths.orders} label={accountPageTitles.myOrders} />
              {user.userType === 'Author' ? <AccountLink to={uiPaths.myBooks} label={accountPageTitles.myBooks} /> : null}
              <AccountLink to={uiPaths.forgotPassword} label={accountTexts.changePassword} hint={accountTexts.changePasswordHint} />
              <AccountLink to={uiPaths.deleteAccount} label={accountPageTitles.deleteAccount} danger />
            </Box>
          </Box>
        </>
      ) : (
        <SignedOutNotice />
      )}
    </Box>
  );
}
