import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../shared/messages';
import { discountedPaiseOf, formatRupees, rupeesToPaise } from '../../shared/money';
import { visuallyHidden } from '../lib/visuallyHidden';
import { translate, useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

interface PriceProps {
  book: { Price: number; Discount: number };
  size?: 'small' | 'large';
  /** Original price first (struck through), as on the best-seller cards. */
  originalFirst?: boolean;
}

/** A price a shopper pays, as shown: 'Free' when it is ₹0 (decision 047, in the page's language), else in rupees. */
export const priceText = (paise: number): string => (paise === 0 ? translate.text(messages.free) : formatRupees(paise));

/** Discounted price with the original price struck through (both from the shared money rules). */
export function Price({ book, size = 'small', originalFirst = false }: PriceProps) {
  const t = useTranslate();
  const salePaise = discountedPaiseOf(book);
  // 'Free' through the page's own instance (the server renders each language with its own).
  const discounted = salePaise === 0 ? t.text(messages.free) : formatRupees(salePaise);
  const original = formatRupees(rupeesToPaise(book.Price));
  // Nothing is struck through "Free": a free book has no discount.
  const hasDiscount = book.Discount > 0 && salePaise > 0;
  const current = (
    <Typography component="span" color="price" sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.6rem' : '1rem' }}>
      <Box component="span" sx={visuallyHidden}>
        {t(componentsMessages.price)}{' '}
      </Box>
      {discounted}
    </Typography>
  );
  const struck = hasDiscount ? (
    <Typography component="del" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.875rem' }}>
      <Box component="span" sx={visuallyHidden}>
        {t(componentsMessages.originalPrice)}{' '}
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
