import type { ReactNode } from 'react';
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { useTranslate } from '../../i18n/translate';
import { layoutMessages } from './layout.messages';

export function PageLoading() {
  const t = useTranslate();
  return (
    <Box role="status" aria-label={t(layoutMessages.loadingPage)} sx={{ py: 5 }}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
    </Box>
  );
}

/**
 * Where a layout shows its page: a skeleton while the page's code loads, and the page's own error
 * boundary, so a page that fails (or whose code cannot be downloaded) leaves the layout around it.
 * Keyed by the path: Back or any link starts the next page afresh. `children` follow the page
 * inside the same boundary (PageReady).
 */
export function PageOutlet({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}
