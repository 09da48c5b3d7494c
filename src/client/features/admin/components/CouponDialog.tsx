import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import type { Coupon } from '../../../../shared/contract/coupons.contract';
import { couponTexts as texts } from '../../../../shared/coupon-texts';
import { FormTextField } from '../../../components/form/FormTextField';
import { errorMessage, errorStatus } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useGetGenresQuery } from '../admin.api';
import {
  couponFieldRefusal,
  couponFormSchema,
  couponRequestOf,
  couponValuesOf,
  NEW_COUPON,
  type CouponValues,
} from '../couponForm';
import { useSaveCouponMutation } from '../coupons.api';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { formText, translatedResolver } from '../adminTexts';

/** A group of radio buttons bound to a field, labelled by a legend. */
function RadioField<T extends 'Kind' | 'Scope'>({
  control,
  name,
  label,
  options,
}: {
  control: Control<CouponValues>;
  name: T;
  label: string;
  options: Array<{ value: CouponValues[T]; label: string }>;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The genres a coupon covers, as checkboxes (the list is the wizard's, GET getGenerss). */
function GenreChoice({ control }: { control: Control<CouponValues> }) {
  const t = useTranslate();
  const genres = useGetGenresQuery();
  const { field, fieldState } = useController({ control, name: 'GenerIds' });
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{t.text(texts.genres)}</FormLabel>
      {genres.isError ? <Alert severity="error">{errorMessage(genres.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        {(genres.data ?? []).map((genre) => (
          <FormControlLabel
            key={genre.Id}
            label={genre.GenerName}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(String(genre.Id))}
                onChange={(event) => toggle(String(genre.Id), event.target.checked)}
              />
            }
          />
        ))}
      </Box>
      {fieldState.error ? <FormHelperText role="alert">{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * A new coupon code or an edit of one: every rule saveCoupon takes. The code cannot change once
 * saved (saveCoupon updates the code it is given). A refusal of the server is shown under its
 * field, or above the buttons when it names none.
 */
export function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const t = useTranslate();
  const [saveCoupon, { isLoading }] = useSaveCouponMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CouponValues>({
    resolver: translatedResolver(zodResolver(couponFormSchema)),
    defaultValues: coupon ? couponValuesOf(coupon) : NEW_COUPON,
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'Kind' });
  const scope = useWatch({ control, name: 'Scope' });
  const active = useController({ control, name: 'Active' });
  const title = coupon ? t(adminMessages.couponEditTitle, { code: coupon.Code }) : t.text(texts.newCoupon);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await saveCoupon(couponRequestOf(values)).unwrap();
      notify.success(t.text(answer.Message));
      onClose();
    } catch (error) {
      const message = errorStatus(error) === 400 ? errorMessage(error, [400]) : undefined;
      const byField = message === undefined ? undefined : couponFieldRefusal(message);
      if (byField)
        form.setError(byField.field, { type: 'server', message: formText(byField.text, t) }, { shouldFocus: true });
      else setRefusal(message ?? errorMessage(error));
    }
  });

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="coupon-dialog-title"
    >
      <DialogTitle id="coupon-dialog-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <DialogContent
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}
        >
          <FormTextField
            control={control}
            name="Code"
            label={t.text(texts.code)}
            hint={t.text(texts.codeHint)}
            disabled={coupon !== null}
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
          />
          <RadioField
            control={control}
            name="Kind"
            label={t.text(texts.kind)}
            options={[
              { value: 'percent', label: t.text(texts.percentOff) },
              { value: 'fixed', label: t.text(texts.fixedOff) },
            ]}
          />
          <FormTextField
            control={control}
            name="Value"
            label={t.text(texts.value)}
            inputMode="decimal"
            slotProps={{
              input:
                kind === 'percent'
                  ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                  : { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
          <FormTextField
            control={control}
            name="MinTotal"
            label={t.text(texts.minTotal)}
            hint={t.text(texts.minTotalHint)}
            inputMode="decimal"
          />
          <FormTextField
            control={control}
            name="ValidFrom"
            label={t(adminMessages.withIst, { label: t.text(texts.validFrom) })}
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="ValidUntil"
            label={t(adminMessages.withIst, { label: t.text(texts.validUntil) })}
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormHelperText sx={{ gridColumn: { sm: '1 / -1' }, mt: -1.5 }}>{t.text(texts.datesHint)}</FormHelperText>
          <FormTextField
            control={control}
            name="MaxUses"
            label={t.text(texts.maxUses)}
            hint={t.text(texts.usesHint)}
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="MaxUsesPerUser"
            label={t.text(texts.maxUsesPerUser)}
            hint={t.text(texts.usesHint)}
            inputMode="numeric"
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'grid', gap: 1.5 }}>
            <RadioField
              control={control}
              name="Scope"
              label={t.text(texts.scope)}
              options={[
                { value: 'store', label: t.text(texts.wholeStore) },
                { value: 'genres', label: t.text(texts.genres) },
                { value: 'books', label: t.text(texts.books) },
              ]}
            />
            {scope === 'genres' ? <GenreChoice control={control} /> : null}
            {scope === 'books' ? (
              <FormTextField
                control={control}
                name="BookIds"
                label={t.text(texts.bookIds)}
                hint={t.text(texts.bookIdsHint)}
              />
            ) : null}
          </Box>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormControlLabel
              control={
                <Switch
                  checked={active.field.value}
                  onChange={(event) => active.field.onChange(event.target.checked)}
                  name={active.field.name}
                />
              }
              label={t.text(texts.active)}
            />
            <FormHelperText sx={{ mt: 0 }}>{t.text(texts.activeHint)}</FormHelperText>
          </Box>
          {refusal ? (
            <Alert severity="error" sx={{ gridColumn: { sm: '1 / -1' } }}>
              {formText(refusal, t)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isLoading}>
            {t.text(texts.cancel)}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t.text(texts.save)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
