import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrderLine } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';

interface OrderLinesProps {
  lines: OrderLine[];
  label: string;
  /** Something to show at the end of a line (an admin's 'Refund' button). */
  action?: (line: OrderLine) => ReactNode;
}

/** An order's books: name, author, what the line charged, and 'Refunded' once taken back. */
export function OrderLines({ lines, label, action }: OrderLinesProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.BookId}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.BookName}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line.AuthorName}
            </Typography>
          </Box>
          {line.Refunded ? <Chip size="small" label="Refunded" variant="outlined" /> : null}
          <Typography
            component={line.Refunded ? 'del' : 'span'}
            sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: line.Refunded ? 'text.secondary' : 'price.main' }}
          >
            {formatRupees(line.Price)}
          </Typography>
          {action?.(line)}
        </Box>
      ))}
    </Box>
  );
}
