import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Tooltip from '@mui/material/Tooltip';
import { ANNOTATION_COLORS, type AnnotationColor } from '../../../../shared/annotation-rules';
import { highlightColours } from './annotationColours';
import { useTranslate } from '../../../i18n/translate';
import { annotationsMessages, highlightIn } from './annotations.messages';

/** Where the selected text starts on the screen (viewport coordinates). */
export interface SelectionRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface SelectionToolbarProps {
  /** The selection's place; null: nothing selected, no toolbar. */
  rect: SelectionRect | null;
  onHighlight: (color: AnnotationColor) => void;
  onAddNote: () => void;
}

/** A round swatch of a highlight colour, beside its name (never the colour alone). */
export function Swatch({ color, size = 20 }: { color: AnnotationColor; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: highlightColours[color],
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

/**
 * Above the selected text: a highlight in one of the four colours, each a button named by its
 * colour, and Add note. Not a modal popover: the selection stays, and so does its page. Pressing a
 * button does not take the focus from the text (a PDF's selection would go with it).
 */
export function SelectionToolbar({ rect, onHighlight, onAddNote }: SelectionToolbarProps) {
  const t = useTranslate();
  const anchor = rect
    ? {
        getBoundingClientRect: () =>
          ({
            ...rect,
            right: rect.left + rect.width,
            bottom: rect.top + rect.height,
            x: rect.left,
            y: rect.top,
          }) as DOMRect,
      }
    : null;
  return (
    <Popper
      open={anchor !== null}
      anchorEl={anchor}
      placement="top"
      modifiers={[{ name: 'flip', options: { fallbackPlacements: ['bottom'] } }]}
      sx={{ zIndex: (theme) => theme.zIndex.modal - 1 }}
    >
      <Paper
        elevation={6}
        role="toolbar"
        aria-label={t(annotationsMessages.selectionToolbar)}
        onMouseDown={(event) => event.preventDefault()}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.25, p: 0.5, m: 1 }}
      >
        {ANNOTATION_COLORS.map((color) => {
          const label = t(highlightIn[color]);
          return (
            <Tooltip key={color} title={label}>
              <IconButton aria-label={label} onClick={() => onHighlight(color)} size="small" sx={{ p: 0.75 }}>
                <Swatch color={color} size={24} />
              </IconButton>
            </Tooltip>
          );
        })}
        <Button onClick={onAddNote} size="small" sx={{ ml: 0.5, whiteSpace: 'nowrap' }}>
          {t(annotationsMessages.addNote)}
        </Button>
      </Paper>
    </Popper>
  );
}
