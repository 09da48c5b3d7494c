import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn, useLogout } from '../../features/session';
import { Logo } from './Logo';
import { currentSectionLabel, navLinkText, useSectionLinks } from './navLinks';
import { countLabel, useAccountCounts } from './useAccountCounts';
import { layoutMessages } from './layout.messages';
import { layoutPartsMessages } from './parts/layoutParts.messages';
import { uiPaths } from '../../../shared/ui-paths';
import { useTranslate } from '../../i18n/translate';
import { LanguageSwitch } from './LanguageSwitch';

/** A list's entry: the <li> a list must hold (a button straight inside a <ul> reads as a broken list). */
function LinkItem({
  to,
  primary,
  label,
  selected = false,
  onClose,
}: {
  to: string;
  primary: string;
  label?: string;
  selected?: boolean;
  onClose: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        onClick={onClose}
        aria-label={label}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
      >
        <ListItemText primary={primary} />
      </ListItemButton>
    </ListItem>
  );
}

function AccountItems({ onClose }: { onClose: () => void }) {
  const counts = useAccountCounts();
  const logout = useLogout();
  const t = useTranslate();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t(layoutPartsMessages.withCount, { label, count });
  const wishlist = t(layoutPartsMessages.wishlist);
  const cart = t(layoutPartsMessages.cart);
  return (
    <>
      <LinkItem
        to={uiPaths.wishlist}
        primary={withCount(wishlist, counts.wishlist)}
        label={countLabel(t, wishlist, counts.wishlist)}
        onClose={onClose}
      />
      <LinkItem
        to={uiPaths.cart}
        primary={withCount(cart, counts.cart)}
        label={countLabel(t, cart, counts.cart)}
        onClose={onClose}
      />
      <LinkItem to={uiPaths.profile} primary={t(layoutPartsMessages.profile)} onClose={onClose} />
      <ListItem disablePadding>
        <ListItemButton
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          <ListItemText primary={t(layoutPartsMessages.logout)} />
        </ListItemButton>
      </ListItem>
    </>
  );
}

/**
 * The slide-out menu of small screens: the header's sections, then the account links or Login and
 * Sign Up, then the language switch (which closes the menu once the page has changed language).
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const current = currentSectionLabel(pathname);
  const links = useSectionLinks();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const t = useTranslate();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t(layoutPartsMessages.menu) } }}
    >
      <Box sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Logo />
          <IconButton aria-label={t(layoutPartsMessages.closeMenu)} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t(layoutPartsMessages.mobileNavigation)}>
          <List>
            {links.map((link) => (
              <LinkItem
                key={link.to}
                to={link.to}
                primary={navLinkText(t, link)}
                selected={link.label === current}
                onClose={onClose}
              />
            ))}
          </List>
          <Divider />
          <List>
            {isLoggedIn ? (
              <AccountItems onClose={onClose} />
            ) : (
              <>
                <LinkItem to={uiPaths.login} primary={t(layoutMessages.login)} onClose={onClose} />
                <LinkItem to={uiPaths.register} primary={t(layoutMessages.signUp)} onClose={onClose} />
              </>
            )}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 1.5 }}>
          <LanguageSwitch onSwitched={onClose} sx={{ justifyContent: 'flex-start', px: 1 }} />
        </Box>
      </Box>
    </Drawer>
  );
}
