/**
 * The cart's "Billing details" (place of supply, decision 041): the name on the invoice, the state
 * or union territory (or Outside India) and the PIN code, prefilled from the profile and checked
 * by the rules the server applies (shared/billing-details.ts). Left empty, checkout sends none and
 * the server decides: it asks for them when the store issues tax invoices.
 *
 * Lazy code only (the cart): it imports the GST state list, never part of the home page.
 */
import { useCallback, useEffect } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { billingFormSchema, OUTSIDE_INDIA, type BillingForm } from '../../../../shared/billing-details';
import type { CheckoutRequest } from '../../../../shared/contract/checkout.contract';
import { GST_STATES } from '../../../../shared/gst';
import { taxTexts } from '../../../../shared/tax-texts';
import { FormTextField } from '../../../components/form/FormTextField';
import { useTranslate } from '../../../i18n/translate';
import { useGetSavedBillingQuery, type SavedBilling } from '../checkout.api';

/** What checkout sends of them: all three, or nothing (the profile's, or none). */
export type BillingFields = Pick<CheckoutRequest, 'BillingName' | 'State' | 'PinCode'>;

const EMPTY: BillingForm = { BillingName: '', State: '', PinCode: '' };

function valuesOf(saved: SavedBilling | null | undefined): BillingForm {
  return saved ? { BillingName: saved.BillingName, State: saved.State, PinCode: saved.PinCode } : EMPTY;
}

const isEmpty = (values: BillingForm) => !values.BillingName.trim() && !values.State && !values.PinCode.trim();

/**
 * The form and `collect()`: the fields to send with checkout, {} to send none, or null when the
 * form shows a mistake to correct first.
 */
export function useBillingDetails() {
  const saved = useGetSavedBillingQuery(undefined, { refetchOnMountOrArgChange: true });
  const form = useForm<BillingForm>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { reset, formState } = form;
  // Prefilled once the profile answers, unless the shopper has begun typing.
  useEffect(() => {
    if (saved.data && !formState.isDirty) reset(valuesOf(saved.data));
  }, [saved.data, formState.isDirty, reset]);

  const collect = useCallback(async (): Promise<BillingFields | null> => {
    const values = form.getValues();
    if (isEmpty(values)) return {};
    if (!(await form.trigger())) return null;
    const parsed = billingFormSchema.parse(values);
    return {
      BillingName: parsed.BillingName,
      State: parsed.State,
      ...(parsed.State === OUTSIDE_INDIA ? {} : { PinCode: parsed.PinCode }),
    };
  }, [form]);

  /** The server asked for them: show which fields are missing. */
  const showMissing = useCallback(() => void form.trigger(), [form]);

  return { form, collect, showMissing };
}

export function BillingDetailsSection({ form, disabled }: { form: UseFormReturn<BillingForm>; disabled?: boolean }) {
  const t = useTranslate();
  const { control, setValue, getValues } = form;
  const state = useWatch({ control, name: 'State' });
  const outside = state === OUTSIDE_INDIA;
  useEffect(() => {
    if (outside && getValues('PinCode')) setValue('PinCode', '', { shouldValidate: true });
  }, [outside, getValues, setValue]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="billing-details-title"
      sx={{ mt: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id="billing-details-title" component="h2" variant="h6">
        {t.text(taxTexts.billingTitle)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t.text(taxTexts.billingIntro)}
      </Typography>
      <Box
        component="fieldset"
        disabled={disabled}
        sx={{
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' },
        }}
      >
        <FormTextField
          control={control}
          name="BillingName"
          label={t.text(taxTexts.billingName)}
          slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'name' } }}
        />
        <FormTextField
          control={control}
          name="State"
          label={t.text(taxTexts.billingState)}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {GST_STATES.map((gstState) => (
            <option key={gstState.code} value={gstState.name}>
              {gstState.name}
            </option>
          ))}
          <option value={OUTSIDE_INDIA}>{t.text(taxTexts.outsideIndia)}</option>
        </FormTextField>
        <FormTextField
          control={control}
          name="PinCode"
          label={t.text(taxTexts.pinCode)}
          hint={t.text(taxTexts.pinCodeHint)}
          disabled={outside}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code', pattern: '[0-9]*' },
          }}
        />
      </Box>
    </Paper>
  );
}
