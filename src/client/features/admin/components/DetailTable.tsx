import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

interface DetailTableProps {
  label: string;
  columns: string[];
  /** One array of cells per row, in the order of `columns`; the first cell keys the row. */
  rows: Array<{ key: string; cells: ReactNode[] }>;
  emptyText: string;
}

/** A small titled table inside an expanded admin row (payments, refunds, webhooks); scrolls sideways on a phone. */
export function DetailTable({ label, columns, rows, emptyText }: DetailTableProps) {
  return (
    <section aria-label={label}>
      <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 0.5 }}>
        {label}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyText}
        </Typography>
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
