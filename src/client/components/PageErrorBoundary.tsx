import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '../../shared/messages';
import { CodeUnavailableError } from '../lib/retryableLazy';
import { PageReady } from './PageReady';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Around a page, inside the layout: a page that fails leaves the header, the footer and the
 * navigation in place. The router remounts it (key) on navigation, so Back or another link gets a
 * fresh chance; the page's code is then downloaded again (lib/retryableLazy.tsx).
 * - The page's code could not be downloaded: offline, it says so, tries again by itself when the
 *   connection returns, and offers Try again; online, a deploy has replaced the store's code, so it
 *   offers a Reload into the new version.
 * - Anything else: the generic error and a Reload.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (error instanceof CodeUnavailableError) window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const codeMissing = error instanceof CodeUnavailableError;
    return <PageFailure codeMissing={codeMissing} offline={codeMissing && !navigator.onLine} onRetry={this.retry} />;
  }
}

/** What the boundary shows, in the page's language (a function component: the language is a hook's). */
function PageFailure({
  codeMissing,
  offline,
  onRetry,
}: {
  codeMissing: boolean;
  offline: boolean;
  onRetry: () => void;
}) {
  const t = useTranslate();
  let title: string = messages.genericError;
  let detail: string | null = null;
  if (offline) {
    title = messages.pageOffline;
    detail = messages.pageOfflineRetry;
  } else if (codeMissing) {
    title = messages.newVersionAvailable;
    detail = messages.newVersionReload;
  }
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t.text(title)}
      </Typography>
      {detail ? <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t.text(detail)}</Typography> : null}
      {offline ? (
        <Button variant="contained" onClick={onRetry}>
          {t(componentsMessages.tryAgain)}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t(componentsMessages.reload)}
        </Button>
      )}
      {/* The page answers taps: tests (and the hydration mark) wait for this. */}
      <PageReady />
    </Box>
  );
}
