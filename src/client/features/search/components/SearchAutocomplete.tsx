import { useId, useLayoutEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router-dom';
import type { ShopBook } from '../../../../shared/contract/catalog.contract';
import { messages } from '../../../../shared/messages';
import { searchWords } from '../../../../shared/search-words';
import { searchQueryProblem, useSearchBooksQuery } from '../search.api';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import type { SearchBoxProps } from './HeaderSearch';
import { SearchField } from './SearchField';
import { uiPaths } from '../../../../shared/ui-paths';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useTranslate } from '../../../i18n/translate';
import { searchMessages } from '../search.messages';

/** Quiet time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;
export const SUGGESTION_LIMIT = 8;

const optionLabel = (option: ShopBook | string) => (typeof option === 'string' ? option : option.BookName);

/**
 * The header's search box with suggestions (the lazy half of HeaderSearch). Arrows, Enter and
 * Escape are the Autocomplete's own; a chosen suggestion opens its product page, Enter on the typed
 * text (freeSolo) opens the results page.
 */
export function SearchAutocomplete({ text, onTextChange, takeFocus, onSubmit }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const t = useTranslate();
  const [open, setOpen] = useState(() => takeFocus && text.trim() !== '');

  const typed = text.trim();
  const term = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const problem = term === '' ? null : searchQueryProblem(term);
  // No request for a blank box, a text the server would refuse, or one without a word to match.
  const skip = term === '' || problem !== null || searchWords(term).length === 0;
  // The argument is the settled text, so only the latest text's answer is ever shown.
  const { data, isFetching, isError } = useSearchBooksQuery({ q: term, limit: SUGGESTION_LIMIT }, { skip });

  // While the next answer is on its way the previous suggestions stay, so the list does not flicker.
  const options = typed === '' || skip ? [] : (data?.SearchList ?? []);
  const pending = typed !== term || isFetching;
  let status: string | null = null;
  if (typed !== '' && options.length === 0) {
    if (pending) status = t(searchMessages.searching);
    else if (problem) status = t.text(problem);
    else if (isError) status = t.text(messages.genericError);
    else status = t(searchMessages.noBooksFound);
  }

  // Carry the focus (and the caret, at the end of the text) over from the plain input it replaces.
  useLayoutEffect(() => {
    if (!takeFocus) return;
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    // Only on mount: afterwards the focus is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Autocomplete<ShopBook, false, false, true>
      id={inputId}
      freeSolo
      blurOnSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') onTextChange(value);
      }}
      onChange={(_event, value, reason) => {
        if (reason === 'selectOption' && typeof value === 'object' && value !== null) {
          onTextChange('');
          void navigate(uiPaths.product(value.Id));
        } else if (reason === 'createOption' && typeof value === 'string') {
          onSubmit(value);
        }
      }}
      options={options}
      // The server has matched already; the list is shown as it comes.
      filterOptions={(list) => list}
      getOptionLabel={optionLabel}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.Id)}
      // With freeSolo the popup has no 'no options' line: `loading` shows the status instead (MUI makes it a live region).
      loading={status !== null}
      loadingText={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {pending ? <CircularProgress size={16} aria-hidden="true" /> : null}
          {status}
        </Box>
      }
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: '6px !important' }}
        >
          <Box
            component="img"
            src={option.BooksImage}
            alt=""
            loading="lazy"
            width={32}
            height={48}
            sx={{
              flexShrink: 0,
              width: 32,
              height: 48,
              objectFit: 'cover',
              borderRadius: 0.5,
              bgcolor: 'surface.placeholder',
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Box
              sx={{
                fontWeight: 600,
                lineHeight: 1.3,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {option.BookName}
            </Box>
            <Box
              sx={{
                color: 'text.secondary',
                fontSize: '0.875rem',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {/* Read as "<title> by <author>": the name comes from what is shown, so speech and sight agree. */}
              <Box component="span" sx={visuallyHidden}>
                {` ${t(searchMessages.by)} `}
              </Box>
              <span>{option.AuthorName}</span>
            </Box>
          </Box>
        </Box>
      )}
      // A custom input draws no adornments (and so no clear button: the search input has its own).
      renderInput={(params) => (
        <SearchField
          rootRef={params.slotProps.input.ref}
          onRootMouseDown={params.slotProps.input.onMouseDown}
          inputProps={{ ...params.slotProps.htmlInput, id: params.id, type: 'search' }}
        />
      )}
      slotProps={{
        paper: { elevation: 6, sx: { mt: 0.75 } },
        listbox: {
          sx: { maxHeight: 'min(70vh, 520px)', '& .MuiAutocomplete-option.Mui-focused': { bgcolor: 'surface.sunken' } },
        },
      }}
      sx={{ width: '100%' }}
    />
  );
}
