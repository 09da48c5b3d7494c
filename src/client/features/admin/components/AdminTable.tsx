import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ADMIN_PAGE_SIZE } from '../../../../shared/contract/admin.contract';

interface AdminTableProps {
  label: string;
  /** Column headings, in order; align right for numbers and actions. */
  columns: Array<string | { label: string; align: 'right' | 'center' }>;
  /** Shown instead of the table when there are no rows. */
  emptyText: string | null;
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** An admin list: a small table of rows with server-side pages of ADMIN_PAGE_SIZE (books, applications). */
export function AdminTable({ label, columns, emptyText, total, page, onPage, children }: AdminTableProps) {
  if (emptyText !== null) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
        {emptyText}
      </Paper>
    );
  }
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
                  <TableCell key={column.label} align={column.align}>{column.label}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        onPageChange={(_event, next) => onPage(next + 1)}
        rowsPerPage={ADMIN_PAGE_SIZE}
        rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
      />
    </Paper>
  );
}
