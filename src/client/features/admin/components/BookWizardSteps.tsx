import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useController, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { BOOK_FLAG_FIELDS } from '../../../../shared/contract/admin.contract';
import { DESCRIPTION_MAX_LENGTH } from '../../../../shared/constants';
import { FormTextField } from '../../../components/form/FormTextField';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import type { BookFormValues } from '../bookForm';
import { AuthorPicker, type AuthorChoice } from './AuthorPicker';
import { BookDetailsFields } from './BookDetailsFields';
import { FlagFields } from './FlagFields';
import { PriceFields } from './PriceFields';

interface Option {
  id: string;
  label: string;
}

/**
 * A native select drawn as an MUI field: on phones it opens the system picker, and a value not yet
 * among the options (while the list loads) simply shows the placeholder.
 */
function OptionSelect({
  name,
  label,
  options,
  loading,
}: {
  name: FieldPath<BookFormValues>;
  label: string;
  options: Option[];
  loading: boolean;
}) {
  const t = useTranslate();
  const { control } = useFormContext<BookFormValues>();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      select
      label={label}
      required
      fullWidth
      name={field.name}
      value={options.some((option) => option.id === value) ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      // A blank line while there is no error: the message going must not pull the switches below
      // up under a pointer already on its way to them.
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {loading ? t(adminMessages.selectLoading) : t(adminMessages.selectPlaceholder)}
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Step 1: the offer to start from the book file (`start`), then title, description and the optional details. */
export function BookInformationStep({ start }: { start: ReactNode }) {
  const t = useTranslate();
  const { control } = useFormContext<BookFormValues>();
  const description = useWatch({ control, name: 'BookDescription' }) ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {start}
      <FormTextField control={control} name="BookName" label={t(adminMessages.bookName)} required />
      <FormTextField
        control={control}
        name="BookDescription"
        label={t(adminMessages.description)}
        multiline
        minRows={5}
        required
        hint={`${description.length}/${DESCRIPTION_MAX_LENGTH}`}
      />
      <Typography component="h3" variant="h6">
        {t(adminMessages.detailsOptional)}
      </Typography>
      <BookDetailsFields />
    </Box>
  );
}

export function AuthorInformationStep({
  chosen,
  onChoose,
  onAddAuthor,
}: {
  chosen: AuthorChoice | null;
  onChoose: (author: AuthorChoice | null) => void;
  onAddAuthor: () => void;
}) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
      <AuthorPicker chosen={chosen} onChoose={onChoose} />
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onAddAuthor} sx={{ height: 56 }}>
        {t(adminMessages.addNewAuthor)}
      </Button>
    </Box>
  );
}

export function PriceDetailsStep() {
  return <PriceFields />;
}

/** Step 4: genre, visibility and sections, and the files (`files`, which the wizard composes). */
export function BookInfoDetailsStep({
  genres,
  loading,
  files,
}: {
  genres: Option[];
  loading: boolean;
  files: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <OptionSelect name="GenerId" label={t(adminMessages.genre)} options={genres} loading={loading} />
      <Box>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t(adminMessages.visibilityAndSections)}
        </Typography>
        <FlagFields flags={BOOK_FLAG_FIELDS} />
      </Box>
      {files}
    </Box>
  );
}
