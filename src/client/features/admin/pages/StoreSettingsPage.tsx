import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { GST_STATES } from '../../../../shared/gst';
import { storeSettingsTexts as texts } from '../../../../shared/store-settings-texts';
import { documentTitles } from '../../../../shared/document-titles';
import type { StoreSettings } from '../../../../shared/contract/store-settings.contract';
import { FormTextField } from '../../../components/form/FormTextField';
import { SectionState } from '../../../components/SectionState';
import { errorMessage, errorStatus } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetStoreSettingsQuery, useUpdateStoreSettingsMutation } from '../admin.api';
import { AdminOnly } from '../components/AdminOnly';
import {
  fieldRefusal,
  missingForTaxInvoices,
  storeSettingsFormSchema,
  storeSettingsRequestOf,
  storeSettingsValuesOf,
  type StoreSettingsValues,
} from '../storeSettingsForm';

export function StoreSettingsPage() {
  return (
    <AdminOnly>
      <StoreSettingsScreen />
    </AdminOnly>
  );
}

function StoreSettingsScreen() {
  const query = useGetStoreSettingsQuery();
  useDocumentTitle(documentTitles.named(texts.title));
  return (
    <Box sx={{ my: { xs: 2, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{texts.intro}</Typography>
      <SectionState label={texts.title} isLoading={query.isLoading} isError={query.isError} skeleton="block">
        {query.data ? <StoreSettingsForm settings={query.data} /> : null}
      </SectionState>
    </Box>
  );
}

/** The settings' state as saved: complete, or what tax invoices still wait for. */
function SavedState({ settings }: { settings: StoreSettings }) {
  const missing = missingForTaxInvoices(settings);
  return missing === undefined ? (
    <Alert severity="success" sx={{ mb: 3 }}>
      {texts.complete}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {texts.noticeTitle(missing)} {texts.noticeBody}
    </Alert>
  );
}

function StoreSettingsForm({ settings }: { settings: StoreSettings }) {
  const [save, { isLoading }] = useUpdateStoreSettingsMutation();
  const form = useForm<StoreSettingsValues>({
    resolver: zodResolver(storeSettingsFormSchema),
    defaultValues: storeSettingsValuesOf(settings),
    mode: 'onTouched',
  });
  const { control } = form;
  const state = useWatch({ control, name: 'State' });
  const exportOfServices = useController({ control, name: 'ExportOfServices' });

  // The state changes which GSTINs fit: check the GSTIN again once it has been typed.
  const { isTouched: gstinTouched } = form.getFieldState('Gstin', form.formState);
  useEffect(() => {
    if (gstinTouched) void form.trigger('Gstin');
  }, [state, gstinTouched, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save(storeSettingsRequestOf(values)).unwrap();
      form.reset(storeSettingsValuesOf(answer.Settings));
      notify.success(answer.Message);
    } catch (error) {
      // A refused field is shown under it, in the server's words; anything else as a toast.
      const refused = errorStatus(error) === 400 ? errorMessage(error, [400]) : undefined;
      const refusal = refused === undefined ? undefined : fieldRefusal(refused);
      if (refusal) form.setError(refusal.field, { type: 'server', message: refusal.text }, { shouldFocus: true });
      else notify.error(refused ?? texts.saveFailed);
    }
  });

  return (
    <>
      <SavedState settings={settings} />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={texts.title}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <FormTextField control={control} name="LegalName" label={texts.legalName} hint={texts.legalNameHint} />
        <FormTextField control={control} name="TradeName" label={texts.tradeName} hint={texts.tradeNameHint} />
        <FormTextField
          control={control}
          name="Gstin"
          label={texts.gstin}
          hint={texts.gstinHint}
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="State"
          label={texts.state}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {GST_STATES.map((gstState) => (
            <option key={gstState.code} value={gstState.name}>
              {`${gstState.name} (${gstState.code})`}
            </option>
          ))}
        </FormTextField>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="Address"
            label={texts.address}
            hint={texts.addressHint}
            multiline
            minRows={3}
          />
        </Box>
        <FormTextField
          control={control}
          name="GstRate"
          label={texts.gstRate}
          hint={texts.gstRateHint}
          inputMode="decimal"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <FormTextField control={control} name="Sac" label={texts.sac} hint={texts.sacHint} inputMode="numeric" />
        <FormTextField
          control={control}
          name="InvoicePrefix"
          label={texts.invoicePrefix}
          hint={texts.invoicePrefixHint}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <FormControlLabel
            control={
              <Switch
                checked={exportOfServices.field.value}
                onChange={(event) => exportOfServices.field.onChange(event.target.checked)}
                name={exportOfServices.field.name}
              />
            }
            label={texts.exportOfServices}
          />
          <FormHelperText sx={{ mt: 0 }}>{texts.exportOfServicesHint}</FormHelperText>
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Button type="submit" variant="contained" disabled={isLoading} sx={{ minWidth: 120 }}>
            {texts.save}
          </Button>
        </Box>
      </Box>
    </>
  );
}
