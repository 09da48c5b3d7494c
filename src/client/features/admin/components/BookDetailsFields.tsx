import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { normalizeLanguageTag } from '../../../../shared/book-details';
import { FormTextField } from '../../../components/form/FormTextField';
import { languageName } from '../../../lib/bookDetails';
import { BOOK_DETAIL_FIELDS, type BookDetailField, type BookDetailValues } from '../bookForm';
import { detailHints, detailLabels } from '../bookFileTexts';

/** A language code as typed is confirmed by its name ('en-IN': English (India)), or explained. */
function languageHint(typed: string | undefined): string {
  const tag = typed ? normalizeLanguageTag(typed) : undefined;
  return tag ? languageName(tag) : detailHints.Language;
}

/**
 * ISBN, publisher, date published and language: optional, each checked by the contract's own rule
 * (bookForm.ts). Two columns from tablets up, one on a phone. In the wizard and the Edit dialog.
 */
export function BookDetailsFields() {
  const { control } = useFormContext<BookDetailValues>();
  const language = useWatch({ control, name: 'Language' });
  const hints: Record<BookDetailField, string | undefined> = {
    Isbn: detailHints.Isbn,
    Publisher: undefined,
    PublishedDate: detailHints.PublishedDate,
    Language: languageHint(language),
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
      {BOOK_DETAIL_FIELDS.map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={detailLabels[field]}
          // Always a helper line, so an error coming or going moves nothing beside or below the field.
          hint={hints[field] ?? ' '}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: field === 'Publisher' } }}
        />
      ))}
    </Box>
  );
}
