import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AdminEmptyNotice, AdminPagination, type AdminPagingProps } from './AdminListParts';

interface AdminCardListProps extends AdminPagingProps {
  label: string;
  /** Shown instead of the cards when there are none. */
  emptyText: string | null;
  /** The cards, each a list item. */
  children: ReactNode;
}

/**
 * An admin list on a phone: one card per item, stacked, with AdminTable's paging. A table of
 * many columns would put the actions off-screen at 390 px, behind a sideways scroll nobody sees.
 */
export function AdminCardList({ label, emptyText, total, page, onPage, children }: AdminCardListProps) {
  if (emptyText !== null) return <AdminEmptyNotice>{emptyText}</AdminEmptyNotice>;
  return (
    <Box>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {children}
      </Box>
      <AdminPagination total={total} page={page} onPage={onPage} />
    </Box>
  );
}
