import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../../../shared/i18n/locales';
import { useFormContext, useWatch } from 'react-hook-form';
import { normalizeLanguageTag } from '../../../../shared/book-details';
import { FormTextField } from '../../../components/form/FormTextField';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { BOOK_DETAIL_FIELDS, type BookDetailField, type BookDetailValues } from '../bookForm';
import { detailHints, detailLabels } from '../bookFileTexts';
import { languageNameIn } from '../adminTexts';

/**
 * A language code as typed is confirmed by its name in the page's language ('en-IN': English
 * (India)), or explained with examples of codes.
 */
function languageHint(t: Translate, locale: Locale, typed: string | undefined): string {
  const tag = typed ? normalizeLanguageTag(typed) : undefined;
  return tag ? languageNameIn(locale, tag) : t(detailHints.Language);
}

/**
 * ISBN, publisher, date published and language: optional, each checked by the contract's own rule
 * (bookForm.ts). Two columns from tablets up, one on a phone. In the wizard and the Edit dialog.
 */
export function BookDetailsFields() {
  const t = useTranslate();
  const locale = activeLocale(useLingui().i18n);
  const { control } = useFormContext<BookDetailValues>();
  const language = useWatch({ control, name: 'Language' });
  const hints: Record<BookDetailField, string | undefined> = {
    Isbn: t(detailHints.Isbn),
    Publisher: undefined,
    PublishedDate: t(detailHints.PublishedDate),
    Language: languageHint(t, locale, language),
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
      {BOOK_DETAIL_FIELDS.map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={t(detailLabels[field])}
          // Always a helper line, so an error coming or going moves nothing beside or below the field.
          hint={hints[field] ?? ' '}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: field === 'Publisher' } }}
        />
      ))}
    </Box>
  );
}
