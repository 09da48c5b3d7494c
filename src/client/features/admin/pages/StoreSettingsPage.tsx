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
import { useTranslate } from '../../../i18n/translate';
import { formText, translatedResolver } from '../adminTexts';
import {
  fieldRefusal,
  taxInvoicesOffText,
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
  const t = useTranslate();
  const query = useGetStoreSettingsQuery();
  useDocumentTitle(documentTitles.named(t.text(texts.title)));
  return (
    <Box sx={{ my: { xs: 2, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t.text(texts.title)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t.text(texts.intro)}</Typography>
      <SectionState label={t.text(texts.title)} isLoading={query.isLoading} isError={query.isError} skeleton="block">
        {query.data ? <StoreSettingsForm settings={query.data} /> : null}
      </SectionState>
    </Box>
  );
}

/** The settings' state as saved: complete, or what tax invoices still wait for. */
function SavedState({ settings }: { settings: StoreSettings }) {
  const t = useTranslate();
  const off = taxInvoicesOffText(t, settings);
  return off === undefined ? (
    <Alert severity="success" sx={{ mb: 3 }}>
      {t.text(texts.complete)}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {off} {t.text(texts.noticeBody)}
    </Alert>
  );
}

function StoreSettingsForm({ settings }: { settings: StoreSettings }) {
  const t = useTranslate();
  const [save, { isLoading }] = useUpdateStoreSettingsMutation();
  const form = useForm<StoreSettingsValues>({
    resolver: translatedResolver(zodResolver(storeSettingsFormSchema)),
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
      notify.success(t.text(answer.Message));
    } catch (error) {
      // A refused field is shown under it, in the server's words; anything else as a toast.
      const refused = errorStatus(error) === 400 ? errorMessage(error, [400]) : undefined;
      const refusal = refused === undefined ? undefined : fieldRefusal(refused);
      if (refusal)
        form.setError(refusal.field, { type: 'server', message: formText(refusal.text, t) }, { shouldFocus: true });
      else notify.error(t.text(refused ?? texts.saveFailed));
    }
  });

  return (
    <>
      <SavedState settings={settings} />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t.text(texts.title)}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <FormTextField
          control={control}
          name="LegalName"
          label={t.text(texts.legalName)}
          hint={t.text(texts.legalNameHint)}
        />
        <FormTextField
          control={control}
          name="TradeName"
          label={t.text(texts.tradeName)}
          hint={t.text(texts.tradeNameHint)}
        />
        <FormTextField
          control={control}
          name="Gstin"
          label={t.text(texts.gstin)}
          hint={t.text(texts.gstinHint)}
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="State"
          label={t.text(texts.state)}
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
            label={t.text(texts.address)}
            hint={t.text(texts.addressHint)}
            multiline
            minRows={3}
          />
        </Box>
        <FormTextField
          control={control}
          name="GstRate"
          label={t.text(texts.gstRate)}
          hint={t.text(texts.gstRateHint)}
          inputMode="decimal"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <FormTextField
          control={control}
          name="Sac"
          label={t.text(texts.sac)}
          hint={t.text(texts.sacHint)}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="InvoicePrefix"
          label={t.text(texts.invoicePrefix)}
          hint={t.text(texts.invoicePrefixHint)}
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
            label={t.text(texts.exportOfServices)}
          />
          <FormHelperText sx={{ mt: 0 }}>{t.text(texts.exportOfServicesHint)}</FormHelperText>
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Button type="submit" variant="contained" disabled={isLoading} sx={{ minWidth: 120 }}>
            {t.text(texts.save)}
          </Button>
        </Box>
      </Box>
    </>
  );
}
