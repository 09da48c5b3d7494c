import { Suspense, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectIsAdmin, selectSession, useLogout } from '../../features/session';
import { OptionalPart } from '../../components/OptionalPart';
import { lazyPart } from '../../lib/retryableLazy';
import { SessionUserRefresher } from '../../features/session/components/SessionUserRefresher';
import { countLabel, useAccountCounts } from './useAccountCounts';
import { layoutPartsMessages } from './parts/layoutParts.messages';
import { uiPaths } from '../../../shared/ui-paths';
import { useTranslate } from '../../i18n/translate';

/**
 * For admins: the notice that tax invoices are off while Store settings are incomplete. In the
 * admin screens' chunk (no chunk of its own), fetched only once an admin's header shows.
 */
const TaxInvoiceNotice = lazyPart(
  () => import('../../features/admin/pages'),
  (m) => m.TaxInvoiceNotice,
);

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

function CountLink({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count: number | undefined;
  icon: ReactNode;
}) {
  const t = useTranslate();
  return (
    <IconButton
      component={RouterLink}
      to={to}
      aria-label={countLabel(t, label, count)}
      color="inherit"
      sx={{ color: 'text.primary' }}
    >
      <Badge badgeContent={count} showZero invisible={count === undefined} color="primary" max={99}>
        {icon}
      </Badge>
    </IconButton>
  );
}

/**
 * The logged-in end of the header: wishlist, My Library, cart with its count, profile image, logout;
 * and, unseen, the session's user kept as the server knows it (SessionUserRefresher), in this
 * chunk because it is there exactly while a session is shown, at no cost to a visitor's page.
 */
export function AccountActions() {
  const { firstName, lastName, imageURL } = useAppSelector(selectSession);
  const counts = useAccountCounts();
  const logout = useLogout();
  const isAdmin = useAppSelector(selectIsAdmin);
  const name = `${firstName} ${lastName}`.trim();
  const t = useTranslate();
  const profile = t(layoutPartsMessages.profile);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <SessionUserRefresher />
      {isAdmin ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <TaxInvoiceNotice />
          </Suspense>
        </OptionalPart>
      ) : null}
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <CountLink
          to={uiPaths.wishlist}
          label={t(layoutPartsMessages.wishlist)}
          count={counts.wishlist}
          icon={<FavoriteBorderIcon />}
        />
      </Box>
      <IconButton
        component={RouterLink}
        to={uiPaths.library}
        aria-label={t(layoutPartsMessages.myLibrary)}
        title={t(layoutPartsMessages.myLibrary)}
        sx={{ color: 'text.primary' }}
      >
        <LocalLibraryOutlinedIcon />
      </IconButton>
      <CountLink
        to={uiPaths.cart}
        label={t(layoutPartsMessages.cart)}
        count={counts.cart}
        icon={<ShoppingCartOutlinedIcon />}
      />
      {/* The initials are what is seen, so they are in the name too (a speech user says what they see);
          not in parentheses, which the label-in-name check, like a speech engine, skips. */}
      <IconButton
        component={RouterLink}
        to={uiPaths.profile}
        aria-label={
          imageURL ? profile : t(layoutPartsMessages.profileWithInitials, { initials: initialsOf(firstName, lastName) })
        }
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={imageURL || undefined}
          alt={name || profile}
          // MUI's Avatar letters default to the page colour, short of 4.5:1 on the amber; white reaches it.
          sx={{
            width: 36,
            height: 36,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.95rem',
          }}
        >
          {initialsOf(firstName, lastName)}
        </Avatar>
      </IconButton>
      <IconButton
        aria-label={t(layoutPartsMessages.logout)}
        title={t(layoutPartsMessages.logout)}
        onClick={() => void logout()}
        sx={{ color: 'text.primary' }}
      >
        <LogoutIcon />
      </IconButton>
    </Box>
  );
}
