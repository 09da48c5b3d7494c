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
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { discountedPreview, type DiscountMode, type PriceValues } from '../bookForm';

/**
 * Price in rupees and the discount, typed as a percentage or as the API's fraction, with the
 * price the shop will show computed live by the same rule as everywhere (shared/money.ts); and the
 * book's own GST rate, blank for the store's; and the day it goes on sale, blank for now (046).
 */
export function PriceFields() {
  const t = useTranslate();
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
        label={t(adminMessages.price)}
        required
        inputMode="decimal"
        hint={t.text(freeBookTexts.priceHint)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="Discount.value"
          label={percentMode ? t(adminMessages.discountPercentLabel) : t(adminMessages.discountFractionLabel)}
          inputMode="decimal"
          hint={percentMode ? t(adminMessages.discountPercentHint) : t(adminMessages.discountFractionHint)}
          slotProps={
            percentMode ? { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } } : undefined
          }
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t(adminMessages.discountTypedAs)}
          value={mode.field.value}
          onChange={(_event, next: DiscountMode | null) => {
            if (next) mode.field.onChange(next);
          }}
          sx={{ mt: { sm: 1 } }}
        >
          <ToggleButton value="percent">{t(adminMessages.percent)}</ToggleButton>
          <ToggleButton value="fraction">{t(adminMessages.fraction)}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <FormTextField
        control={control}
        name="GstRate"
        label={t.text(storeSettingsTexts.bookGstRate)}
        inputMode="decimal"
        hint={t.text(storeSettingsTexts.bookGstRateHint)}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
      />
      <FormTextField
        control={control}
        name="AvailableOn"
        type="date"
        label={t.text(releaseTexts.availableOnLabel)}
        hint={t.text(releaseTexts.availableOnHint)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box role="status" aria-live="polite" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(adminMessages.priceInShop)}
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
          <Typography sx={{ color: 'text.secondary' }}>{t(adminMessages.enterValidPrice)}</Typography>
        )}
      </Box>
    </Box>
  );
}
