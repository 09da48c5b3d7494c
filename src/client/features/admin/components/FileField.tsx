import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import {
  BOOK_FILE_TYPES,
  BOOK_UPLOAD_FILE_KINDS,
  COVER_IMAGE_TYPES,
  type BookUploadFileField,
} from '../../../../shared/contract/admin.contract';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import type { BookFileValues } from '../bookForm';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { fileLabels, formatBytes } from './bookLabels';

/** Extensions too: not every system knows the EPUB's media type, and its picker would grey the file out. */
const acceptOf = (field: BookUploadFileField) =>
  BOOK_UPLOAD_FILE_KINDS[field] === 'book'
    ? ['.epub', '.pdf', ...Object.values(BOOK_FILE_TYPES)].join(',')
    : COVER_IMAGE_TYPES.join(',');

const errorIdOf = (field: BookUploadFileField) => `${field}-error`;

export interface FileChooserProps {
  field: BookUploadFileField;
  /** Called with each file chosen (after the form has it), for a look at it beyond its name and size. */
  onChosen?: (file: File | null) => void;
}

/**
 * A button opening the file picker, the chosen file's name and size, and the field's error. The
 * input itself is only visually hidden, so Tab reaches it and a screen reader names it; the
 * button-looking label shows its focus. The error is in a live region: a refusal that comes later
 * (the server's, or a cover that does not decode) is announced as it appears.
 */
export function FileChooser({ field: name, onChosen }: FileChooserProps) {
  const t = useTranslate();
  const { control } = useFormContext<BookFileValues>();
  const { field, fieldState } = useController({ control, name });
  const file = field.value;
  const errorId = errorIdOf(name);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          // Not a button of its own: the input inside is what Tab reaches and what is announced.
          role={undefined}
          tabIndex={-1}
          sx={(theme) => ({ '&:has(input:focus-visible)': theme.mixins.focusRing })}
        >
          {file ? t(adminMessages.changeFile) : t(adminMessages.chooseFile)}
          <Box
            component="input"
            type="file"
            sx={visuallyHidden}
            aria-label={t(fileLabels[name])}
            aria-describedby={fieldState.error ? errorId : undefined}
            aria-invalid={fieldState.error ? true : undefined}
            accept={acceptOf(name)}
            name={field.name}
            ref={field.ref}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const chosen = event.target.files?.[0] ?? null;
              field.onChange(chosen);
              field.onBlur();
              onChosen?.(chosen);
              // The same file can be chosen again after a change elsewhere.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all', color: file ? 'text.primary' : 'text.secondary' }}>
          {file ? `${file.name} (${formatBytes(file.size)})` : t(adminMessages.noFile)}
        </Typography>
      </Box>
      <Box aria-live="polite">
        {fieldState.error ? (
          <FormHelperText id={errorId} error sx={{ mx: 0 }}>
            {fieldState.error.message}
          </FormHelperText>
        ) : null}
      </Box>
    </Box>
  );
}

/** A picture of what was chosen (or of what stands in for it), with a caption saying where it comes from. */
export interface FilePreview {
  url: string;
  alt: string;
  caption?: string;
}

export interface FileFieldProps extends FileChooserProps {
  /** What the file must be and how large it may be; and what happens without it. */
  hint: string;
  preview?: FilePreview;
  /** Under the chooser: what is being done with the file (the book file's inspection). */
  children?: ReactNode;
}

/** One of the upload's files in a box of its own: label, hint, chooser, preview. */
export function FileField({ field, hint, preview, children, onChosen }: FileFieldProps) {
  const t = useTranslate();
  const { control } = useFormContext<BookFileValues>();
  const { errors } = useFormState({ control, name: field });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: errors[field] ? 'error.main' : 'divider',
        borderRadius: 1,
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{t(fileLabels[field])}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
      <FileChooser field={field} onChosen={onChosen} />
      {children}
      {preview ? (
        <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Box
            component="img"
            src={preview.url}
            alt={preview.alt}
            sx={{ width: 120, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 1, boxShadow: 1 }}
          />
          {preview.caption ? (
            <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
              {preview.caption}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
