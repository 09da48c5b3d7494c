import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdminFactList } from './AdminFactList';

interface DetailTableProps {
  label: string;
  columns: string[];
  /** One array of cells per row, in the order of `columns`; the first cell keys the row. */
  rows: Array<{ key: string; cells: ReactNode[] }>;
  emptyText: string;
}

/**
 * A small titled table inside an expanded admin order (payments, refunds, webhooks). On a phone
 * each row is a list item of its facts, labelled by the column headings: the columns would not fit
 * 390 px, and a sideways scroll cut off the last ones.
 */
export function DetailTable({ label, columns, rows, emptyText }: DetailTableProps) {
  // noSsr: admin pages are only rendered in the browser, so the first render already knows.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <section aria-label={label}>
      <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 0.5 }}>
        {label}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      ) : phone ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.key} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <AdminFactList facts={columns.map((column, index) => ({ label: column, value: row.cells[index] }))} />
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={columns[index] ?? index}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
