import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrderLine } from '../../../../shared/contract/orders.contract';
import { couponTexts } from '../../../../shared/coupon-texts';
import { formatRupees } from '../../../../shared/money';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useTranslate } from '../../../i18n/translate';
import { ordersMessages as texts } from '../orders.messages';

interface OrderLinesProps {
  lines: OrderLine[];
  label: string;
  /** Something to show at the end of a line (an admin's 'Refund' button). */
  action?: (line: OrderLine) => ReactNode;
}

/**
 * An order's books: name, author, what the line charged (after a coupon, its price before it
 * struck through first, as on the receipt), and 'Refunded' once taken back.
 */
export function OrderLines({ lines, label, action }: OrderLinesProps) {
  const t = useTranslate();
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
          {line.Refunded ? <Chip size="small" label={t(texts.lineRefunded)} variant="outlined" /> : null}
          {/* The price before the coupon stays beside the price paid, also when the line wraps. */}
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', columnGap: 1 }}>
            {line.Discount > 0 && !line.Refunded ? (
              <Typography component="del" variant="body2" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                <Box component="span" sx={visuallyHidden}>
                  {`${t.text(couponTexts.beforeCoupon)} `}
                </Box>
                {formatRupees(line.Price + line.Discount)}
              </Typography>
            ) : null}
            <Typography
              component={line.Refunded ? 'del' : 'span'}
              sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: line.Refunded ? 'text.secondary' : 'price.main' }}
            >
              {formatRupees(line.Price)}
            </Typography>
          </Box>
          {action?.(line)}
        </Box>
      ))}
    </Box>
  );
}
