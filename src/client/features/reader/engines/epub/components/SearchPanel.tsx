import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate, type Translate } from '../../../../../i18n/translate';
import { percentOf, readerMessages } from '../../../reader.messages';
import type { EpubBook, SearchMatch } from '../epubBook';
import { useBookSearch, type SearchState } from '../useBookSearch';
import { SidePanel } from './SidePanel';

export const SEARCH_PANEL_ID = 'reader-search';

function statusText(t: Translate, state: SearchState): string {
  switch (state.kind) {
    case 'searching':
      return t(readerMessages.searching, { percent: percentOf(state.fraction) });
    case 'done':
      if (state.count === 0) return t(readerMessages.noMatches, { query: state.query });
      return t(state.capped ? readerMessages.searchResultsCapped : readerMessages.searchResults, {
        count: state.count,
      });
    case 'failed':
      return t(readerMessages.searchFailed);
    default:
      return '';
  }
}

function Excerpt({ excerpt }: Pick<SearchMatch, 'excerpt'>) {
  return (
    <Typography variant="body2" component="span">
      {excerpt.pre}
      <Box component="mark" sx={{ bgcolor: 'secondary.light', color: 'common.black', px: 0.25, borderRadius: 0.5 }}>
        {excerpt.match}
      </Box>
      {excerpt.post}
    </Typography>
  );
}

/**
 * Search inside the book: the matches, chapter by chapter, as they are found; a match goes to its
 * place (marked on the page) and closes the panel. Kept while closed, so the matches are there when
 * the reader comes back for the next one.
 */
export function SearchPanel({
  open,
  book,
  onClose,
  onPick,
}: {
  open: boolean;
  book: EpubBook;
  onClose: () => void;
  onPick: (cfi: string) => void;
}) {
  const t = useTranslate();
  const { state, search } = useBookSearch(book);
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const groups = state.kind === 'searching' || state.kind === 'done' ? state.groups : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(query);
  };

  return (
    <SidePanel
      id={SEARCH_PANEL_ID}
      title={t(readerMessages.search)}
      closeLabel={t(readerMessages.closeSearch)}
      open={open}
      anchor="right"
      onClose={onClose}
      keepMounted
      onEntered={() => field.current?.focus()}
    >
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 2, pb: 1 }}>
        <TextField
          label={t(readerMessages.searchField)}
          type="search"
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          inputRef={field}
          fullWidth
        />
        <Button type="submit" variant="contained">
          {t(readerMessages.searchButton)}
        </Button>
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ px: 2, minHeight: '1.5em', color: 'text.secondary' }}
      >
        {statusText(t, state)}
      </Typography>
      {state.kind === 'searching' ? (
        <LinearProgress variant="determinate" value={state.fraction * 100} aria-hidden sx={{ mx: 2, mt: 0.5 }} />
      ) : null}
      <List aria-label={t(readerMessages.search)} sx={{ pt: 1 }}>
        {groups.map((group, groupIndex) => (
          <li key={groupIndex}>
            <List disablePadding>
              <ListSubheader sx={{ lineHeight: 2.5 }}>
                {group.chapter || t(readerMessages.untitledChapter)}
              </ListSubheader>
              {group.matches.map((match) => (
                <li key={match.cfi}>
                  <ListItemButton onClick={() => onPick(match.cfi)} sx={{ display: 'block' }}>
                    <Excerpt excerpt={match.excerpt} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </li>
        ))}
      </List>
    </SidePanel>
  );
}
