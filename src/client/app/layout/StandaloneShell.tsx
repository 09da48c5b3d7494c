import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from './Logo';
import { uiPaths } from '../../../shared/ui-paths';
import { useTranslate } from '../../i18n/translate';
import { layoutPartsMessages } from './parts/layoutParts.messages';

/**
 * The frame of the pages outside the main layout (login, register, terms,
 * privacy): a slim header with the logo and a way home, then the page.
 */
export function StandaloneShell({ children, mainSx }: { children: ReactNode; mainSx?: SxProps<Theme> }) {
  const t = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', py: 2 }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <Logo />
          <Link component={RouterLink} to={uiPaths.home} underline="hover">
            {t(layoutPartsMessages.backToHome)}
          </Link>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={mainSx}>
        {children}
      </Container>
    </Box>
  );
}
