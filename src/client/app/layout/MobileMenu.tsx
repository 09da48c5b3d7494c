import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn, useLogout } from '../../features/session';
import { Logo } from './Logo';
import { currentSectionLabel, useSectionLinks } from './navLinks';
import { countLabel, useAccountCounts } from './useAccountCounts';
import { uiPaths } from '../../../shared/ui-paths';

function LinkItem({ to, primary, label, onClose }: { to: string; primary: string; label?: string; onClose: () => void }) {
  return (
    <ListItemButton component={RouterLink} to={to} onClick={onClose} aria-label={label}>
      <ListItemText primary={primary} />
    </ListItemButton>
  );
}

function AccountItems({ onClose }: { onClose: () => void }) {
  const counts = useAccountCounts();
  const logout = useLogout();
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  return (
    <>
      <LinkItem to={uiPaths.wishlist} primary={withCount('Wishlist', counts.wishlist)} label={countLabel('Wishlist', counts.wishlist)} onClose={onClose} />
      <LinkItem to={uiPaths.cart} primary={withCount('Cart', counts.cart)} label={countLabel('Cart', counts.cart)} onClose={onClose} />
      <LinkItem to={uiPaths.profile} primary="Profile" onClose={onClose} />
      <ListItemButton
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemText primary="Logout" />
      </ListItemButton>
    </>
  );
}

/** The slide-out menu of small screens: the header's sections, then the account links or Login and Sign Up. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const current = currentSectionLabel(pathname);
  const links = useSectionLinks();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Logo />
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Mobile">
          <List>
            {links.map((link) => (
              <ListItemButton
                key={link.to}
                component={RouterLink}
                to={link.to}
                selected={link.label === current}
                onClick={onClose}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <List>
            {isLoggedIn ? (
              <AccountItems onClose={onClose} />
            ) : (
              <>
                <LinkItem to={uiPaths.login} primary="Login" onClose={onClose} />
                <LinkItem to={uiPaths.register} primary="Sign Up" onClose={onClose} />
              </>
            )}
          </List>
        </Box>
      </Box>
    </Drawer>
  );
}
