import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchField } from './SearchField';
import { searchTextOf, uiPaths, uiRoutes } from '../../../../shared/ui-paths';

/*
 * MUI's Autocomplete and Popper, with the search contract's zod schemas, are about 50 KB gzip: the
 * box starts as a plain input and becomes the autocomplete on first focus or pointer-enter. It is
 * not fetched ahead on idle: on a phone that download and its compilation land in the first
 * seconds, where they block the main thread (Lighthouse's TBT) for a box most visits never use.
 */
const loadAutocomplete = () => import('./SearchAutocomplete');
const SearchAutocomplete = lazy(() =>
  loadAutocomplete().then(
    (m) => ({ default: m.SearchAutocomplete }),
    // A chunk that cannot load (offline, a new deployment) leaves the plain box, which still searches.
    () => ({ default: PlainSearch }),
  ),
);

export interface SearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Focus the input on mount (the plain input had the focus when it was swapped out). */
  takeFocus: boolean;
  /** Open the results page for a text. */
  onSubmit: (text: string) => void;
}

function PlainSearch({
  text,
  onTextChange,
  onSubmit,
  onFocus,
  onBlur,
}: SearchBoxProps & { onFocus?: () => void; onBlur?: () => void }) {
  return (
    <SearchField
      inputProps={{
        value: text,
        onChange: (event) => onTextChange(event.target.value),
        onFocus,
        onBlur,
        onKeyDown: (event) => {
          if (event.key === 'Enter') onSubmit(text);
        },
      }}
    />
  );
}

/** The header's search box: type-ahead suggestions, and Enter for the results page. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  // The text belongs here, not to either input, so what is typed before the swap carries over.
  // The layout is mounted afresh on each page, so the results page's box starts with its query.
  const [text, setText] = useState(() => (location.pathname === uiRoutes.search ? searchTextOf(location.search) : ''));
  const [focused, setFocused] = useState(false);
  const [enhanced, setEnhanced] = useState(false);

  // A transition keeps the plain input on screen (and focused) until the chunk has arrived.
  const enhance = useCallback(() => startTransition(() => setEnhanced(true)), []);
  const submit = useCallback(
    (query: string) => {
      if (query.trim() !== '') void navigate(uiPaths.search(query));
    },
    [navigate],
  );

  const plain = (
    <PlainSearch
      text={text}
      onTextChange={setText}
      takeFocus={false}
      onSubmit={submit}
      onFocus={() => {
        setFocused(true);
        enhance();
      }}
      onBlur={() => setFocused(false)}
    />
  );

  return (
    <Box role="search" onPointerEnter={enhance} sx={{ width: '100%' }}>
      {/* The boundary exists from the start: a new boundary would show its fallback, not wait. */}
      <Suspense fallback={plain}>
        {enhanced ? (
          <SearchAutocomplete text={text} onTextChange={setText} takeFocus={focused} onSubmit={submit} />
        ) : (
          plain
        )}
      </Suspense>
    </Box>
  );
}
