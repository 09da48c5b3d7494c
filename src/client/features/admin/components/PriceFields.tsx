import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { discountedPaise, formatRupees } from '../../../../shared/money';
import { freeBookTexts } from '../../../../shared/free-book-texts';
import { priceText } from '../../../components/Price';
import { releaseTexts } from '../../../../shared/release-texts';
import { storeSettingsTexts } from '../../../../shared/store-settings-texts';
import { FormTextField } from '../../../components/form/FormTextField';
import { discountedPreview, type DiscountMode, type PriceValues } from '../bookForm';

/**
 * Price in rupees and the discount, typed as a percentage or as the API's fraction, with the
 * price the shop will show computed live by the same rule as everywhere (shared/money.ts); and the
 * book's own GST rate, blank for the store's; and the day it goes on sale, blank for now (046).
 */
export function PriceFields() {
  const { control } = useFormContext<PriceValues>();
  const mode = useController({ control, name: 'Discount.mode' });
  const [price, discount] = useWatch({ control, name: ['Price', 'Discount'] });
  const preview = discountedPreview({ Price: price ?? '', Discount: discount ?? { value: '', mode: 'percent' } });
  const percentMode = mode.field.value === 'percent';

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FormTextField
        control={control}
        name="Price"
        label="Price"
        required
        inputMode="decimal"
        hint={freeBookTexts.priceHint}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="Discount.value"
          label={percentMode ? 'Discount (%)' : 'Discount (fraction)'}
          inputMode="decimal"
          hint={percentMode ? 'For example 15 for 15% off' : 'For example 0.15 for 15% off'}
          slotProps={
            percentMode ? { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } } : undefined
          }
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Discount typed as"
          value={mode.field.value}
          onChange={(_event, next: DiscountMode | null) => {
            if (next) mode.field.onChange(next);
          }}
          sx={{ mt: { sm: 1 } }}
        >
          <ToggleButton value="percent">Percent</ToggleButton>
          <ToggleButton value="fraction">Fraction</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <FormTextField
        control={control}
        name="GstRate"
        label={storeSettingsTexts.bookGstRate}
        inputMode="decimal"
        hint={storeSettingsTexts.bookGstRateHint}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
      />
      <FormTextField
        control={control}
        name="AvailableOn"
        type="date"
        label={releaseTexts.availableOnLabel}
        hint={releaseTexts.availableOnHint}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box role="status" aria-live="polite" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Price in the shop
        </Typography>
        {preview ? (
          <Typography variant="lead">
            {priceText(discountedPaise(preview.pricePaise, preview.discountBasisPoints))}
            {/* A free book keeps no discount (decision 047): nothing is struck through "Free". */}
            {preview.discountBasisPoints > 0 && preview.pricePaise > 0 ? (
              <Typography
                component="span"
                sx={{ ml: 1, color: 'text.secondary', textDecoration: 'line-through', fontWeight: 400 }}
              >
                {formatRupees(preview.pricePaise)}
              </Typography>
            ) : null}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>Enter a valid price and discount to see it.</Typography>
        )}
      </Box>
    </Box>
  );
}
