import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { ADMIN_PAGE_SIZE } from '../../../../shared/contract/admin.contract';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

/** What an admin list shows instead of rows when there are none (no books yet, no match). */
export function AdminEmptyNotice({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      {children}
    </Paper>
  );
}

export interface AdminPagingProps {
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  onPage: (page: number) => void;
}

/** Counts grouped as MUI's own label groups them ('1,234'). */
const grouped = (value: number) => value.toLocaleString('en-US');

/** Server-side pages of ADMIN_PAGE_SIZE under an admin list, a table's or a phone's cards. */
export function AdminPagination({ total, page, onPage }: AdminPagingProps) {
  const t = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      onPageChange={(_event, next) => onPage(next + 1)}
      rowsPerPage={ADMIN_PAGE_SIZE}
      rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
      labelRowsPerPage={t(adminMessages.paginationRowsPerPage)}
      labelDisplayedRows={({ from, to, count }) =>
        t(adminMessages.paginationRange, { from: grouped(from), to: grouped(to), count: grouped(count) })
      }
      getItemAriaLabel={(type) => t(adminMessages.paginationGoTo, { type })}
    />
  );
}
