import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '../../shared/messages';

interface Props {
  children: ReactNode;
}

/**
 * Shown when a page fails to render (for example a route chunk that could not be downloaded after
 * a deploy): the generic error and a reload button instead of a blank screen.
 * The router remounts it (key) on navigation, so the next page gets a fresh chance.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {messages.genericError}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    );
  }
}
