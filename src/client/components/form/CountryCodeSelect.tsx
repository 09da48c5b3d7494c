import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { countries, type Country } from '../../lib/countries';

const label = (country: Country) => `${country.flag} ${country.name} (${country.dial_code})`;

/**
 * The Country Code select of Register and Author Program (placeholder 'Select'): searchable by
 * country name, ISO code or dialling code; the form value is the dialling code ('+91').
 * Several countries share a code (+1, +44, +7), so the chosen country is remembered here and the
 * first country with the code is shown only when the value comes from elsewhere.
 */
export function CountryCodeSelect<T extends FieldValues>({ name, control, label: fieldLabel = 'Country Code' }: {
  name: FieldPath<T>;
  control: Control<T>;
  label?: string;
}) {
  const { field, fieldState } = useController({ name, control });
  const [chosen, setChosen] = useState<Country | null>(null);
  const value =
    chosen && chosen.dial_code === field.value ? chosen : (countries.find((c) => c.dial_code === field.value) ?? null);
  return (
    <Autocomplete
      options={countries}
      value={value}
      onChange={(_event, country) => {
        setChosen(country);
        field.onChange(country?.dial_code ?? '');
      }}
      onBlur={field.onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      filterOptions={(options, { inputValue }) => {
        const query = inputValue.trim().toLowerCase();
        if (!query) return options;
        return options.filter(
          (c) => c.name.toLowerCase().includes(query) || c.code.toLowerCase() === query || c.dial_code.includes(query),
        );
      }}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <span aria-hidden="true">{country.flag}</span>
          {`${country.name} (${country.dial_code})`}
        </Box>
      )}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={fieldLabel}
          placeholder="Select"
          required
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
