import { Suspense, useId, useRef, useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { HeaderSearch } from '../../features/search';
import { selectIsLoggedIn } from '../../features/session';
import { OptionalPart } from '../../components/OptionalPart';
import { lazyPart, retryableLazy } from '../../lib/retryableLazy';
import { useHeaderHeightVariable } from './belowHeader';
import { Logo } from './Logo';
import { currentSection, navLinkText } from './navLinks';
import { layoutMessages } from './layout.messages';
import { uiPaths } from '../../../shared/ui-paths';
import { useTranslate } from '../../i18n/translate';
import { LanguageSwitch } from './LanguageSwitch';

// Menus (MUI Popover/Modal) load on first use, keeping them out of the home page's first download.
const SectionMenuList = retryableLazy(() => import('./SectionMenuList').then((m) => m.SectionMenuList));
// The slide-out menu is only needed once someone opens it on a small screen: its own chunk.
const MobileMenu = retryableLazy(() => import('./MobileMenu').then((m) => m.MobileMenu));
/**
 * The logged-in end of the header (counts, avatar, logout): a visitor's page never shows it, so it
 * is a chunk of its own, fetched with the session's code (boot.tsx) and shown in a space of its size.
 */
export const AccountActions = lazyPart(
  () => import(/* webpackChunkName: "account-actions" */ './AccountActions'),
  (m) => m.AccountActions,
);
/** AccountActions' size while its code arrives: four 40 px buttons and the 44 px avatar, their gaps. */
const accountActionsSpace = <Box aria-hidden sx={{ width: { xs: 164, sm: 220 }, height: 44 }} />;

function SectionMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Each opening mounts the menu afresh: one whose code failed to download is then tried again.
  const [openings, setOpenings] = useState(0);
  const { pathname } = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const t = useTranslate();
  const section = currentSection(pathname);
  const current = section?.label;
  return (
    <>
      <Button
        id={buttonId}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setOpenings((count) => count + 1);
          setAnchor(event.currentTarget);
        }}
        endIcon={<ExpandMoreIcon />}
        color="inherit"
        sx={{ fontSize: '1rem', px: 1.5 }}
      >
        {section ? navLinkText(t, section) : t(layoutMessages.browse)}
      </Button>
      {openings > 0 ? (
        <OptionalPart key={openings}>
          <Suspense fallback={null}>
            <SectionMenuList
              id={menuId}
              buttonId={buttonId}
              anchor={anchor}
              current={current}
              onClose={() => setAnchor(null)}
            />
          </Suspense>
        </OptionalPart>
      ) : null}
    </>
  );
}

/** MUI's breakpoints.down('sm'): the switch is in the header from 600 px up. */
const hiddenOnPhones = { '@media (max-width:599.95px)': { display: 'none' } } as const;

const authButtonSx = { minWidth: 0, px: { xs: 1.25, sm: 2 }, whiteSpace: 'nowrap' } as const;

export function Header() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpenings, setMenuOpenings] = useState(0);
  const headerRef = useRef<HTMLElement>(null);
  const t = useTranslate();
  // Toasts start below the header (app/providers.tsx), clear of the cart and wishlist badges.
  useHeaderHeightVariable(headerRef);
  return (
    <AppBar ref={headerRef} component="header" position="sticky" sx={(theme) => theme.mixins.stickyBar}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ columnGap: { xs: 0.5, md: 2 }, minHeight: { xs: 60, md: 72 }, flexWrap: 'wrap' }}>
          <IconButton
            aria-label={t(layoutMessages.openMenu)}
            edge="start"
            onClick={() => {
              setMenuOpenings((count) => count + 1);
              setMenuOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <Box
            component="nav"
            aria-label={t(layoutMessages.mainNavigation)}
            sx={{ display: { xs: 'none', md: 'block' } }}
          >
            <SectionMenu />
          </Box>
          <Box
            sx={{
              display: 'flex',
              order: { xs: 10, sm: 0 },
              flex: { xs: '1 1 100%', sm: '1 1 auto' },
              maxWidth: { sm: 480 },
              mx: { sm: 'auto' },
              pb: { xs: 1.5, sm: 0 },
            }}
          >
            <HeaderSearch />
          </Box>
          <Box sx={{ flex: { xs: 1, sm: 'none' } }} />
          {/* On a phone (below sm) the header has no room for it: the mobile menu has it there. */}
          <LanguageSwitch sx={hiddenOnPhones} />
          {isLoggedIn ? (
            <OptionalPart fallback={accountActionsSpace}>
              <Suspense fallback={accountActionsSpace}>
                <AccountActions />
              </Suspense>
            </OptionalPart>
          ) : (
            <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 } }}>
              <Button component={RouterLink} to={uiPaths.login} variant="text" color="primary" sx={authButtonSx}>
                {t(layoutMessages.login)}
              </Button>
              <Button
                component={RouterLink}
                to={uiPaths.register}
                variant="contained"
                color="primary"
                sx={authButtonSx}
              >
                {t(layoutMessages.signUp)}
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
      {menuOpenings > 0 ? (
        <OptionalPart key={menuOpenings}>
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        </OptionalPart>
      ) : null}
    </AppBar>
  );
}
