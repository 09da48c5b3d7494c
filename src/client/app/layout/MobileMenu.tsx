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
import { currentSectionLabel, useSectionLinks } from './navLinks';
import { countLabel, useAccountCounts } from './useAccountCounts';
import { uiPaths } from '../../../shared/ui-paths';

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
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  return (
    <>
      <LinkItem
        to={uiPaths.wishlist}
        primary={withCount('Wishlist', counts.wishlist)}
        label={countLabel('Wishlist', counts.wishlist)}
        onClose={onClose}
      />
      <LinkItem
        to={uiPaths.cart}
        primary={withCount('Cart', counts.cart)}
        label={countLabel('Cart', counts.cart)}
        onClose={onClose}
      />
      <LinkItem to={uiPaths.profile} primary="Profile" onClose={onClose} />
      <ListItem disablePadding>
        <ListItemButton
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          <ListItemText primary="Logout" />
        </ListItemButton>
      </ListItem>
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
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
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
              <LinkItem
                key={link.to}
                to={link.to}
                primary={link.label}
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
