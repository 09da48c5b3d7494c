import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { accountTexts } from '../../../../shared/account-texts';
import { accountPageTitles } from '../../../../shared/messages';
import { formatPhoneNumber } from '../../../../shared/phone-numbers';
import { uiPaths } from '../../../../shared/ui-paths';
import { useAppSelector } from '../../../app/hooks';
import { SignedOutNotice } from '../../../components/SignedOutNotice';
import { useLater } from '../../../lib/useLater';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { EditDetailsForm } from '../components/EditDetailsForm';
import { LogoutEverywhere } from '../components/LogoutEverywhere';
import { ProfileSection } from '../components/ProfileSection';
import { ReadingApps } from '../components/ReadingApps';
import { useResendVerification } from '../emailConfirmation';
import { selectSession } from '../session.slice';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';

/** One line of the details: its name, then its value. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25 }}
    >
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
  const t = useTranslate();
  const { resend, isLoading } = useResendVerification();
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={confirmed ? 'success' : 'warning'}
        label={confirmed ? t.text(accountTexts.emailConfirmed) : t.text(accountTexts.emailNotConfirmed)}
      />
      {confirmed ? null : (
        <Button size="small" variant="outlined" onClick={() => void resend()} disabled={isLoading}>
          {t.text(accountTexts.resendConfirmation)}
        </Button>
      )}
    </Box>
  );
}

function AccountLink({ to, label, danger = false }: { to: string; label: string; danger?: boolean }) {
  return (
    <Box component="li" sx={{ py: 1 }}>
      <Link component={RouterLink} to={to} color={danger ? 'error' : 'primary'} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Box>
  );
}

/**
 * /profile: the logged-in user's details (edited in place), e-mail status, password and e-mail
 * changes, the ways to the account's pages, and logging out of every device.
 */
export function ProfilePage() {
  const t = useTranslate();
  const user = useAppSelector(selectSession);
  const navigate = useNavigate();
  const later = useLater();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasLoggedIn = useRef(user.isLoggedIn);

  useDocumentTitle(documentTitles.named(t.text(accountTexts.profileTitle)));

  // Once the form closes (saved or cancelled), the focus goes back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // Logged out from here (every device): what was focused is gone; the top of the page, which now
  // says how to log in again, takes the focus (and the scroll) instead.
  useEffect(() => {
    if (wasLoggedIn.current && !user.isLoggedIn) heading.current?.focus();
    wasLoggedIn.current = user.isLoggedIn;
  }, [user.isLoggedIn]);

  const name = `${user.firstName} ${user.lastName}`.trim();
  // A country code alone is no phone number (accounts made by an admin may have no number).
  const phone = user.phoneNumber ? formatPhoneNumber(user.countryCode, user.phoneNumber) : '';
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ mb: 3, outline: 'none' }}>
        {t.text(accountTexts.profileTitle)}
      </Typography>
      {user.isLoggedIn ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ProfileSection title={t.text(accountTexts.yourDetails)}>
            {editing ? (
              <EditDetailsForm onClose={() => setEditing(false)} />
            ) : (
              <>
                <Box component="dl" sx={{ m: 0 }}>
                  <Detail term={t.text(accountTexts.name)}>{name || t.text(accountTexts.notGiven)}</Detail>
                  <Detail term={t.text(accountTexts.email)}>{user.email}</Detail>
                  <Detail term={t.text(accountTexts.emailStatus)}>
                    <EmailStatus confirmed={user.emailConfirmed} />
                  </Detail>
                  <Detail term={t.text(accountTexts.phone)}>{phone || t.text(accountTexts.notGiven)}</Detail>
                </Box>
                <Button ref={editButton} variant="outlined" onClick={() => setEditing(true)} sx={{ mt: 1.5 }}>
                  {t.text(accountTexts.editDetails)}
                </Button>
              </>
            )}
          </ProfileSection>
          <ProfileSection title={t.text(accountTexts.changePassword)} intro={t.text(accountTexts.changePasswordIntro)}>
            <ChangePasswordForm />
          </ProfileSection>
          <ProfileSection title={t.text(accountTexts.changeEmail)} intro={t.text(accountTexts.changeEmailIntro)}>
            <ChangeEmailForm />
          </ProfileSection>
          <ReadingApps />
          <ProfileSection title={t.text(accountTexts.yourAccount)}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <AccountLink to={uiPaths.library} label={t.text(accountPageTitles.myLibrary)} />
              <AccountLink to={uiPaths.orders} label={t.text(accountPageTitles.myOrders)} />
              {user.userType === 'Author' ? (
                <AccountLink to={uiPaths.myBooks} label={t.text(accountPageTitles.myBooks)} />
              ) : null}
              <AccountLink to={uiPaths.deleteAccount} label={t.text(accountPageTitles.deleteAccount)} danger />
            </Box>
          </ProfileSection>
          <ProfileSection
            title={t.text(accountTexts.logoutEverywhere)}
            intro={t.text(accountTexts.logoutEverywhereIntro)}
          >
            <LogoutEverywhere onLoggedOut={() => later(() => navigate(uiPaths.login), REDIRECT_DELAY_MS.logout)} />
          </ProfileSection>
        </Box>
      ) : (
        <SignedOutNotice />
      )}
    </Box>
  );
}
