import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../shared/messages';
import { discountedPaiseOf, formatRupees, rupeesToPaise } from '../../shared/money';
import { visuallyHidden } from '../lib/visuallyHidden';

interface PriceProps {
  book: { Price: number; Discount: number };
  size?: 'small' | 'large';
  /** Original price first (struck through), as on the best-seller cards. */
  originalFirst?: boolean;
}

/** A price a shopper pays, as shown: 'Free' when it is ₹0 (decision 047), else in rupees. */
export const priceText = (paise: number): string => (paise === 0 ? messages.free : formatRupees(paise));

/** Discounted price with the original price struck through (both from the shared money rules). */
export function Price({ book, size = 'small', originalFirst = false }: PriceProps) {
  const salePaise = discountedPaiseOf(book);
  const discounted = priceText(salePaise);
  const original = formatRupees(rupeesToPaise(book.Price));
  // Nothing is struck through "Free": a free book has no discount.
  const hasDiscount = book.Discount > 0 && salePaise > 0;
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
