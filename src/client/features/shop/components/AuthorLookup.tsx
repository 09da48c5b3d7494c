import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTHOR_LOOKUP_MAX_LENGTH } from '../../../../shared/constants';
import type { AuthorFacet } from '../../../../shared/contract/catalog.contract';
import { formatCount, messages, shopTexts } from '../../../../shared/messages';
import { useTranslate } from '../../../i18n/translate';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useSearchAuthorsQuery } from '../shop.api';
import type { ShopFilters } from '../shop.slice';

/** Quiet time after the last keystroke before the server is asked. */
export const AUTHOR_LOOKUP_DELAY_MS = 250;

interface AuthorLookupProps {
  filters: ShopFilters;
  /** The shopper chose an author that is not ticked yet. */
  onChoose: (authorId: string) => void;
}

/**
 * 'Find an author': the author facet lists only the authors with the most matching books, so any
 * other is found here by the start of a first or last name, counted over the shop's genre, language
 * and price filters. Choosing one ticks it (the server then keeps its box in the list) and empties the box.
 * The shop is a lazy route, so MUI's Autocomplete costs the home page nothing.
 */
export function AuthorLookup({ filters, onChoose }: AuthorLookupProps) {
  const t = useTranslate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const name = useDebouncedValue(typed, AUTHOR_LOOKUP_DELAY_MS);
  const skip = name === '';
  const { data, isFetching, isError } = useSearchAuthorsQuery(
    {
      name,
      genreIds: filters.genreIds,
      languages: filters.languages,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
    },
    { skip },
  );

  const pending = typed !== name || isFetching;
  // While the next answer is on its way the last one stays, so the list does not flicker.
  const options = typed === '' || skip || (isError && !pending) ? [] : (data?.Authors ?? []);

  return (
    <Autocomplete<AuthorFacet, false, false, false>
      open={open && typed !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        // 'reset' would write the chosen author's name into the box: it is emptied instead.
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, author) => {
        if (!author) return;
        setText('');
        // Choosing an author already ticked leaves it ticked (a toggle would untick it).
        if (!filters.authorIds.includes(author.AuthorId)) onChoose(author.AuthorId);
      }}
      clearOnBlur={false}
      forcePopupIcon={false}
      options={options}
      // The server has matched already; the list is shown as it comes.
      filterOptions={(list) => list}
      getOptionLabel={(author) => author.AuthorName}
      getOptionKey={(author) => author.AuthorId}
      isOptionEqualToValue={(option, value) => option.AuthorId === value.AuthorId}
      loading={pending}
      loadingText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={16} aria-hidden="true" />
          {t.text(shopTexts.searchingAuthors)}
        </Box>
      }
      noOptionsText={t.text(isError ? messages.genericError : shopTexts.noAuthorsFound)}
      // The visible text is the option's accessible name: "Anita Rao (1,234)".
      renderOption={({ key, ...props }, author) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{author.AuthorName}</span>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>{`(${formatCount(author.Count)})`}</Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.text(shopTexts.findAuthor)}
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: AUTHOR_LOOKUP_MAX_LENGTH },
          }}
        />
      )}
      sx={{ mb: 1.5 }}
    />
  );
}
