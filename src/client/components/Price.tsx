import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { discountedPaiseOf, formatRupees, rupeesToPaise } from '../../shared/money';
import { visuallyHidden } from '../lib/visuallyHidden';

interface PriceProps {
  book: { Price: number; Discount: number };
  size?: 'small' | 'large';
  /** Original price first (struck through), as on the best-seller cards. */
  originalFirst?: boolean;
}

/** Discounted price with the original price struck through (both from the shared money rules). */
export function Price({ book, size = 'small', originalFirst = false }: PriceProps) {
  const discounted = formatRupees(discountedPaiseOf(book));
  const original = formatRupees(rupeesToPaise(book.Price));
  const hasDiscount = book.Discount > 0;
  const current = (
    <Typography component="span" color="price" sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.6rem' : '1rem' }}>
      <Box component="span" sx={visuallyHidden}>
        Price:{' '}
      </Box>
      {discounted}
    </Typography>
  );
  const struck = hasDiscount ? (
    <Typography component="del" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.875rem' }}>
      <Box component="span" sx={visuallyHidden}>
        Original price:{' '}
      </Box>
      {original}
    </Typography>
  ) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      {originalFirst ? struck : current}
      {originalFirst ? current : struck}
    </Box>
  );
}
