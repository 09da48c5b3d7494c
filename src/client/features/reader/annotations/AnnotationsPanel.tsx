import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { Annotation } from '../../../../shared/contract/annotations.contract';
import type { TocItem } from '../engines/epub/epubBook';
import { highlightColours } from './annotationColours';
import { saveFile } from '../../../lib/saveFile';
import { annotationsMarkdown, exportFileName, inBookOrder, labelOf, placeOf } from './annotationList';
import { useTranslate } from '../../../i18n/translate';
import { annotationsMessages, colorNames, kindNames } from './annotations.messages';
import { Swatch } from './SelectionToolbar';

export const ANNOTATIONS_PANEL_ID = 'reader-annotations';

interface AnnotationsPanelProps {
  open: boolean;
  onClose: () => void;
  annotations: readonly Annotation[];
  /** The book's title, for the export. */
  title: string | undefined;
  /** An EPUB's contents, to name each place's chapter ([] for a PDF). */
  toc: readonly TocItem[];
  onGo: (annotation: Annotation) => void;
  onEditNote: (annotation: Annotation) => void;
  onDelete: (annotation: Annotation) => void;
}

function Item({
  annotation,
  toc,
  onGo,
  onEditNote,
  onDelete,
}: Pick<AnnotationsPanelProps, 'toc' | 'onGo' | 'onEditNote' | 'onDelete'> & { annotation: Annotation }) {
  const t = useTranslate();
  const label = labelOf(t, annotation, toc);
  const { Kind, Color, Text, Note } = annotation;
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ listStyle: 'none', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography
        component="h3"
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontWeight: 600 }}
      >
        {Color ? <Swatch color={Color} size={14} /> : <BookmarkIcon fontSize="small" aria-hidden />}
        <span>
          {Color
            ? t(annotationsMessages.kindAndColor, { kind: t(kindNames[Kind]), color: t(colorNames[Color]) })
            : t(kindNames[Kind])}
        </span>
        <Box component="span" sx={{ ml: 'auto', fontWeight: 400, textAlign: 'right' }}>
          {placeOf(t, annotation, toc)}
        </Box>
      </Typography>
      {Text ? (
        <Box
          component="blockquote"
          sx={{
            m: 0,
            mt: 1,
            pl: 1.5,
            borderLeft: 4,
            borderColor: Color ? highlightColours[Color] : 'divider',
          }}
        >
          <Typography
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              display: '-webkit-box',
              WebkitLineClamp: 5,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {Text}
          </Typography>
        </Box>
      ) : null}
      {Note ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {Note}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, ml: -1 }}>
        <Button
          size="small"
          onClick={() => onGo(annotation)}
          aria-label={t(annotationsMessages.goToLabel, { item: label })}
        >
          {t(annotationsMessages.goTo)}
        </Button>
        <Button
          size="small"
          onClick={() => onEditNote(annotation)}
          aria-label={t(Note ? annotationsMessages.editNoteLabel : annotationsMessages.addNoteLabel, { item: label })}
        >
          {t(Note ? annotationsMessages.editNote : annotationsMessages.addNote)}
        </Button>
        <Button
          size="small"
          onClick={() => onDelete(annotation)}
          aria-label={t(annotationsMessages.deleteLabel, { item: label })}
        >
          {t(annotationsMessages.delete)}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The reader's bookmarks, highlights and notes in book order, each with its place, quote and note,
 * to go to, annotate or delete; and the whole list exported as Markdown. A dialog over the book's
 * right side, or its lower part on a phone (the page stays in sight above it).
 */
export function AnnotationsPanel(props: AnnotationsPanelProps) {
  const { open, onClose, annotations, title, toc } = props;
  const t = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const items = inBookOrder(annotations);
  const headingId = `${ANNOTATIONS_PANEL_ID}-heading`;
  // Made here, nothing more to ask the server.
  const exportAll = () =>
    saveFile(
      new Blob(
        [
          annotationsMarkdown({
            t,
            title,
            annotations,
            toc,
            store: PRODUCT_NAME,
            date: new Date().toISOString().slice(0, 10),
          }),
        ],
        { type: 'text/markdown;charset=utf-8' },
      ),
      exportFileName(title),
    );
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: ANNOTATIONS_PANEL_ID,
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: phone
            ? { width: '100%', maxHeight: '70dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }
            : { width: 'min(400px, calc(100vw - 40px))' },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={headingId} component="h2" variant="h3" sx={{ flex: 1 }}>
          {t(annotationsMessages.notes)}
        </Typography>
        <IconButton aria-label={t(annotationsMessages.closeNotes)} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
          {t(annotationsMessages.count, { count: items.length })}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportAll} disabled={items.length === 0}>
          {t(annotationsMessages.exportMarkdown)}
        </Button>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {items.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{t(annotationsMessages.noNotes)}</Typography>
        ) : (
          <Box component="ul" aria-label={t(annotationsMessages.notes)} sx={{ m: 0, p: 0 }}>
            {items.map((annotation) => (
              <Item key={annotation.Id} annotation={annotation} {...props} />
            ))}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
