import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { AUTHOR_LOOKUP_MAX_LENGTH } from '../../../../shared/constants';
import { messages, shopTexts } from '../../../../shared/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useTranslate } from '../../../i18n/translate';
import { useGetAuthorsListQuery } from '../admin.api';
import { adminMessages } from '../admin.messages';
import type { BookFormValues } from '../bookForm';

/** Quiet time after the last keystroke before the server is asked (as the shop's author lookup). */
export const AUTHOR_PICKER_DELAY_MS = 250;

/** An author as the wizard shows it: the id the form sends, the name the summary shows. */
export interface AuthorChoice {
  id: string;
  label: string;
}

/**
 * The Add Book wizard's author, found by the start of a first or last name: a store of millions of
 * authors cannot list them all, so the server answers the first few that match
 * (GET /api/getAuthorsList?Name=), and with an empty box the first few alphabetically. The chosen
 * author (`chosen`, kept by the wizard with its name) is the form's AuthorId.
 */
export function AuthorPicker({
  chosen,
  onChoose,
}: {
  chosen: AuthorChoice | null;
  onChoose: (author: AuthorChoice | null) => void;
}) {
  const t = useTranslate();
  const { control } = useFormContext<BookFormValues>();
  const { field, fieldState } = useController({ control, name: 'AuthorId' });
  const [text, setText] = useState(chosen?.label ?? '');
  const typed = text.trim();
  // A box showing the chosen author's name looks for nothing more: the first authors are offered.
  const name = useDebouncedValue(typed === chosen?.label ? '' : typed, AUTHOR_PICKER_DELAY_MS);
  const { data, isFetching, isError } = useGetAuthorsListQuery({ name });
  const options = (data ?? []).map((author) => ({
    id: author.Id,
    label: `${author.FirstName} ${author.LastName}`.trim(),
  }));

  return (
    <Autocomplete<AuthorChoice, false, false, false>
      value={chosen}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, author) => {
        onChoose(author);
        field.onChange(author?.id ?? '');
      }}
      onBlur={field.onBlur}
      options={options}
      // The server has matched already; the list is shown as it comes.
      filterOptions={(list) => list}
      getOptionKey={(author) => author.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={typed !== name || isFetching}
      loadingText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={16} aria-hidden="true" />
          {t.text(shopTexts.searchingAuthors)}
        </Box>
      }
      noOptionsText={
        isError
          ? t.text(messages.genericError)
          : t(adminMessages.authorNoneFound, { noneFound: t.text(shopTexts.noAuthorsFound) })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(adminMessages.author)}
          required
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t(adminMessages.authorHint)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: AUTHOR_LOOKUP_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
