import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/layout/Logo';

/** Login and Register stand outside the main layout (spec section 2): logo, way home, the form. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', py: 2 }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Logo />
          <Link component={RouterLink} to="/" underline="hover">
            Back to home
          </Link>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ px: 2 }}>
        {children}
      </Container>
    </Box>
  );
}
