import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import {
  BOOK_UPLOAD_FILE_KINDS,
  COVER_IMAGE_TYPES,
  DEFAULT_UPLOAD_LIMITS_MB,
  type BookUploadFileField,
} from '../../../../shared/contract/admin.contract';
import type { BookFileValues } from '../bookForm';
import { fileLabels, formatBytes } from './bookLabels';

const acceptOf = (field: BookUploadFileField) =>
  BOOK_UPLOAD_FILE_KINDS[field] === 'pdf' ? 'application/pdf' : COVER_IMAGE_TYPES.join(',');

/**
 * One of the upload's files: a button opening the file picker, then what was chosen (the cover as
 * an image, a PDF by name and size). Type and size are checked at once (bookForm.fileProblem).
 */
export function FileField({ field: name, previewUrl }: { field: BookUploadFileField; previewUrl?: string }) {
  const { control } = useFormContext<BookFileValues>();
  const { field, fieldState } = useController({ control, name });
  const file = field.value;
  const label = fileLabels[name];
  const errorId = `${name}-error`;
  const kind = BOOK_UPLOAD_FILE_KINDS[name] === 'pdf' ? 'PDF' : 'PNG, JPEG, WebP or GIF';

  return (
    <Box sx={{ display: 'grid', gap: 1, p: 2, border: 1, borderColor: fieldState.error ? 'error.main' : 'divider', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {kind}, up to {DEFAULT_UPLOAD_LIMITS_MB[name]} MB
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" size="small">
          {file ? 'Change file' : 'Choose file'}
          <input
            type="file"
            hidden
            aria-label={label}
            aria-describedby={fieldState.error ? errorId : undefined}
            accept={acceptOf(name)}
            name={field.name}
            ref={field.ref}
            onChange={(event) => {
              field.onChange(event.target.files?.[0] ?? null);
              field.onBlur();
              // The same file can be chosen again after a change elsewhere.
              event.target.value = '';
            }}
          />
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file.name} ({formatBytes(file.size)})
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No file chosen
          </Typography>
        )}
      </Box>
      {previewUrl && file ? (
        <Box component="img" src={previewUrl} alt="Cover preview" sx={{ width: 120, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 1, boxShadow: 1 }} />
      ) : null}
      {fieldState.error ? (
        <FormHelperText id={errorId} error>
          {fieldState.error.message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
