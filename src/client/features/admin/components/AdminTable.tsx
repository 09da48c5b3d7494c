import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AdminEmptyNotice, AdminPagination, type AdminPagingProps } from './AdminListParts';

interface AdminTableProps extends AdminPagingProps {
  label: string;
  /** Column headings, in order; align right for numbers and actions. */
  columns: Array<string | { label: string; align: 'right' | 'center' }>;
  /** Shown instead of the table when there are no rows. */
  emptyText: string | null;
  children: ReactNode;
}

/** An admin list: a small table of rows with server-side pages of ADMIN_PAGE_SIZE (books, applications). */
export function AdminTable({ label, columns, emptyText, total, page, onPage, children }: AdminTableProps) {
  if (emptyText !== null) return <AdminEmptyNotice>{emptyText}</AdminEmptyNotice>;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <TableCell key={column}>{column}</TableCell>
                ) : (
                  <TableCell key={column.label} align={column.align}>
                    {column.label}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <AdminPagination total={total} page={page} onPage={onPage} />
    </Paper>
  );
}
