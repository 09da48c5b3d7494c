import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ScrollToTop } from '../../components/ScrollToTop';
import { HydrateApart } from '../../components/HydrateApart';
import { PageReady } from '../../components/PageReady';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageOutlet } from './PageOutlet';

/** Header, main content and footer around every page that is not standalone (see StandaloneShell). */
export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <HydrateApart>
        <Header />
      </HydrateApart>
      {/*
        At least a screen tall: the footer starts below the fold, so a page whose code or data
        arrives after the first paint grows into that space instead of pushing the footer (a
        layout shift a phone's shopper sees as the page jumping).
      */}
      <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <PageOutlet>
          <PageReady />
        </PageOutlet>
      </Container>
      {/* Below the fold on every page: adopted (and its map loaded) once about to be seen. */}
      <HydrateApart whenSeen>
        <Footer />
      </HydrateApart>
      <ScrollToTop />
    </Box>
  );
}
