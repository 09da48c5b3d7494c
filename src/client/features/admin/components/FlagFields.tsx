import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, type Control } from 'react-hook-form';
import { BOOK_FLAG_DATES, type BookFlagField } from '../../../../shared/contract/admin.contract';
import type { DateValues, FlagValues } from '../bookForm';
import { useTranslate } from '../../../i18n/translate';
import { flagLabel, dateLabels } from './bookLabels';

type FlagAndDateValues = FlagValues & DateValues;

function FlagSwitch({ control, flag }: { control: Control<FlagAndDateValues>; flag: BookFlagField }) {
  const t = useTranslate();
  const { field } = useController({ control, name: flag });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
      label={flagLabel(t, flag)}
    />
  );
}

function DateInput({ control, flag }: { control: Control<FlagAndDateValues>; flag: keyof typeof BOOK_FLAG_DATES }) {
  const t = useTranslate();
  const name = BOOK_FLAG_DATES[flag];
  const { field, fieldState } = useController({ control, name });
  const { field: flagField } = useController({ control, name: flag });
  return (
    <TextField
      type="date"
      size="small"
      label={t(dateLabels[name])}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={!flagField.value}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 190 }}
    />
  );
}

/** The yes/no of a book with, for the dated ones, their date (the wizard's flags step). */
export function FlagFields({ flags }: { flags: readonly BookFlagField[] }) {
  const { control } = useFormContext<FlagAndDateValues>();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {flags.map((flag) => (
        <Box
          key={flag}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minHeight: 48,
          }}
        >
          <FlagSwitch control={control} flag={flag} />
          {flag in BOOK_FLAG_DATES ? <DateInput control={control} flag={flag as keyof typeof BOOK_FLAG_DATES} /> : null}
        </Box>
      ))}
    </Box>
  );
}
