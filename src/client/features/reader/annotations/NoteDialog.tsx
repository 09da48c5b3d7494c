import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANNOTATION_COLORS,
  ANNOTATION_NOTE_MAX_LENGTH,
  type AnnotationColor,
} from '../../../../shared/annotation-rules';
import { highlightColours } from './annotationColours';
import { useTranslate } from '../../../i18n/translate';
import { annotationsMessages, colorNames } from './annotations.messages';
import { Swatch } from './SelectionToolbar';

export interface NoteDraft {
  /** The quoted text; '' for a bookmark. */
  quote: string;
  note: string;
  /** The highlight's colour; null for a bookmark (no colour to choose). */
  color: AnnotationColor | null;
}

interface NoteDialogProps {
  /** What is being written: a new note on selected text, or a saved one's note. Null: closed. */
  draft: NoteDraft | null;
  onSave: (note: string, color: AnnotationColor | null) => void;
  onClose: () => void;
}

function NoteForm({ draft, onSave, onClose }: NoteDialogProps & { draft: NoteDraft }) {
  const t = useTranslate();
  const [note, setNote] = useState(draft.note);
  const [color, setColor] = useState(draft.color);
  const colourLabel = useId();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(note, color);
      }}
    >
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {draft.quote ? (
          <Box
            component="blockquote"
            aria-label={t(annotationsMessages.quoted)}
            sx={{
              m: 0,
              pl: 1.5,
              borderLeft: 4,
              borderColor: color ? highlightColours[color] : 'divider',
              maxHeight: '8em',
              overflowY: 'auto',
            }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {draft.quote}
            </Typography>
          </Box>
        ) : null}
        {color ? (
          <Box>
            <FormLabel id={colourLabel}>{t(annotationsMessages.noteColour)}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={colourLabel}
              value={color}
              onChange={(event) => setColor(event.target.value as AnnotationColor)}
            >
              {ANNOTATION_COLORS.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio size="small" />}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                      <Swatch color={choice} size={16} />
                      {t(colorNames[choice])}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </Box>
        ) : null}
        <TextField
          label={t(annotationsMessages.noteField)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: ANNOTATION_NOTE_MAX_LENGTH } }}
          helperText={`${note.length} / ${ANNOTATION_NOTE_MAX_LENGTH}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(annotationsMessages.cancel)}</Button>
        <Button type="submit" variant="contained">
          {t(annotationsMessages.save)}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A note to write or change, with the text it quotes and (for a highlight) its colour. */
export function NoteDialog({ draft, onSave, onClose }: NoteDialogProps) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={draft !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(annotationsMessages.noteDialog)}</DialogTitle>
      {draft ? <NoteForm draft={draft} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}
