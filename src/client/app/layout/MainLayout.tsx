import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ScrollToTop } from '../../components/ScrollToTop';
import { HydrateApart } from '../../components/HydrateApart';
import { OptionalPart } from '../../components/OptionalPart';
import { PageReady } from '../../components/PageReady';
import { patientPart } from '../../lib/retryableLazy';
import { Header } from './Header';
import { PageOutlet } from './PageOutlet';
import { useTranslate } from '../../i18n/translate';
import { layoutMessages } from './layout.messages';

/**
 * Below the fold on every page: its own chunk, fetched when it hydrates (once about to be seen) or
 * when a page the browser renders itself shows it. Until then (offline, say) the server's HTML
 * stands in its place.
 */
const Footer = patientPart(
  () => import(/* webpackChunkName: "footer" */ './Footer'),
  (m) => m.Footer,
);

/** Header, main content and footer around every page that is not standalone (see StandaloneShell). */
export function MainLayout() {
  const t = useTranslate();
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
        {t(layoutMessages.skipToContent)}
      </Box>
      <HydrateApart>
        <Header />
      </HydrateApart>
      {/*
        At least a screen tall: the footer starts below the fold, so a page whose code or data
        arrives after the first paint grows into that space instead of pushing the footer (a
        layout shift a phone's shopper sees as the page jumping).
      */}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <PageOutlet>
          <PageReady />
        </PageOutlet>
      </Container>
      {/* Below the fold on every page: adopted (its code and map loaded) once about to be seen. */}
      <HydrateApart whenSeen>
        <OptionalPart>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </OptionalPart>
      </HydrateApart>
      <ScrollToTop />
    </Box>
  );
}
