import type { ComponentPropsWithRef, MouseEventHandler, Ref } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { messages } from '../../../../shared/messages';
import { useTranslate } from '../../../i18n/translate';
import { searchMessages } from '../search.messages';

interface SearchFieldProps {
  /** The pill around the input (the autocomplete anchors its popup to it). */
  rootRef?: Ref<HTMLDivElement>;
  onRootMouseDown?: MouseEventHandler<HTMLDivElement>;
  inputProps: ComponentPropsWithRef<'input'>;
}

/**
 * The header's search box as it looks: a pill with an icon and a plain input. Both the light first
 * render and the autocomplete draw it, so swapping one for the other does not move a pixel.
 */
export function SearchField({ rootRef, onRootMouseDown, inputProps }: SearchFieldProps) {
  const t = useTranslate();
  return (
    <Box
      ref={rootRef}
      onMouseDown={onRootMouseDown}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 40,
        borderRadius: 20,
        bgcolor: 'surface.sunken',
        border: 1,
        borderColor: 'transparent',
        width: '100%',
        '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper' },
      }}
    >
      <SearchIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
      <Box
        component="input"
        type="search"
        placeholder={t.text(messages.searchPlaceholder)}
        aria-label={t(searchMessages.searchBooks)}
        {...inputProps}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
    </Box>
  );
}
