import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { countries, type Country } from '../../lib/countries';
import { useTranslate } from '../../i18n/translate';
import { useErrorText } from './errorText';
import { formMessages } from './form.messages';
import { countryOfDialCode, rankCountries } from './countrySearch';

/**
 * The chosen value as the input shows it: 'IN +91'. Short enough for the narrowest column the
 * field sits in (2fr of a 560 px form), so the dialling code is never cut off, unlike the full
 * 'India (+91)' with a flag before it; the full name is the input's title.
 */
const chosenText = (country: Country) => `${country.code} ${country.dial_code}`;

/** An option's text and accessible name: 'India (+91)' (what the callers' tests choose by). */
const optionText = (country: Country) => `${country.name} (${country.dial_code})`;

/**
 * The ISO code in a small badge where a flag would be: a flag emoji renders as two boxes where no
 * emoji font is installed, and images would be 249 downloads. Hidden from assistive technology as
 * the flag was: the option's name already says the country. (styled, not sx: one style for up to
 * 249 options.) It passes its element only what it is given, children and aria-hidden, never the
 * styling's own props (theme/dom-props.ts says why it names them).
 */
const CodeBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'theme' && prop !== 'sx' && prop !== 'as' })(
  ({ theme }) => ({
    flexShrink: 0,
    minWidth: '3em',
    padding: theme.spacing(0, 0.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.6,
    letterSpacing: '0.04em',
    textAlign: 'center',
    color: theme.palette.text.secondary,
  }),
);

/**
 * The Country Code select of Register, profile edit, Author Program and Add Author (placeholder
 * 'Select'): searchable by country name, ISO code (alpha-2 or alpha-3) or dialling code, ranked by
 * `rankCountries`; the form value is the dialling code ('+91').
 * Several countries share a code (+1, +44, +7), so the chosen country is remembered here, and a
 * value that comes from elsewhere shows the code's primary country (the United States for +1).
 */
export function CountryCodeSelect<T extends FieldValues>({
  name,
  control,
  label,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  label?: string;
}) {
  const t = useTranslate();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ name, control });
  const [chosen, setChosen] = useState<Country | null>(null);
  const value = chosen && chosen.dial_code === field.value ? chosen : countryOfDialCode(countries, field.value);
  return (
    <Autocomplete
      options={countries}
      value={value}
      onChange={(_event, country) => {
        setChosen(country);
        field.onChange(country?.dial_code ?? '');
      }}
      onBlur={field.onBlur}
      getOptionLabel={chosenText}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      filterOptions={(options, { inputValue }) => rankCountries(options, inputValue)}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <CodeBadge aria-hidden="true">{country.code}</CodeBadge>
          {optionText(country)}
        </Box>
      )}
      autoHighlight
      fullWidth
      noOptionsText={t(formMessages.noOptions)}
      openText={t(formMessages.open)}
      closeText={t(formMessages.close)}
      clearText={t(formMessages.clear)}
      // The field is a narrow column (190 px on a desktop form); the list may be wider, so names
      // such as 'United States Minor Outlying Islands' do not wrap over four lines.
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 'min(320px, calc(100vw - 32px))' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t(formMessages.countryCode)}
          placeholder={t(formMessages.selectPlaceholder)}
          required
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message)}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, title: value ? optionText(value) : undefined },
          }}
        />
      )}
    />
  );
}
