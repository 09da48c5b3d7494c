import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { BOOK_FLAG_DATES, BOOK_FLAG_FIELDS } from '../../../../shared/contract/admin.contract';
import { discountedPaise, formatRupees } from '../../../../shared/money';
import { freeBookTexts } from '../../../../shared/free-book-texts';
import { priceText } from '../../../components/Price';
import {
  BOOK_DETAIL_FIELDS,
  discountedPreview,
  normalizedDetail,
  parseDiscount,
  type BookDetailField,
  type BookFormValues,
} from '../bookForm';
import { bookFileText, detailLabels } from '../bookFileTexts';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../../../shared/i18n/locales';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { languageNameIn } from '../adminTexts';
import { releaseTexts } from '../../../../shared/release-texts';
import { storeSettingsTexts } from '../../../../shared/store-settings-texts';
import type { CoverInUse } from './BookFilesFields';
import { FILES_IN_FORM_ORDER, dateLabels, fileLabels, flagLabel, formatBytes } from './bookLabels';

type Row = [label: string, value: string];

/** A detail as it will be stored, the language with its name ('en-IN (English (India))'); an empty one said so. */
function detailText(t: Translate, locale: Locale, field: BookDetailField, typed: string): string {
  const value = normalizedDetail(field, typed) ?? typed.trim();
  if (!value) return t(adminMessages.detailNotGiven);
  return field === 'Language' ? `${value} (${languageNameIn(locale, value)})` : value;
}

/** A file as chosen; without one, what the store does instead. */
function fileText(
  t: Translate,
  values: BookFormValues,
  field: (typeof FILES_IN_FORM_ORDER)[number],
  cover: CoverInUse | undefined,
): string {
  const file = values[field];
  if (file) return `${file.name} (${formatBytes(file.size)})`;
  if (field === 'BookPreview') return bookFileText.sampleMadeByStore(t);
  if (field === 'BookImage' && cover?.source === 'book') return t(adminMessages.fromBookFile);
  return '';
}

/** Step 5: everything the admin entered, as it will be sent, and the cover the book will have. */
export function BookSummary({
  authorName,
  genreName,
  cover,
}: {
  authorName: string;
  genreName: string;
  cover: CoverInUse | undefined;
}) {
  const t = useTranslate();
  const locale = activeLocale(useLingui().i18n);
  const { control } = useFormContext<BookFormValues>();
  const values = useWatch({ control }) as BookFormValues;
  const preview = discountedPreview(values);
  const discount = parseDiscount(values.Discount);

  const rows: Row[] = [
    [t(adminMessages.bookName), values.BookName],
    [t(adminMessages.description), values.BookDescription],
    [t(adminMessages.author), authorName],
    ...BOOK_DETAIL_FIELDS.map((field): Row => [t(detailLabels[field]), detailText(t, locale, field, values[field])]),
    [t(adminMessages.price), preview ? formatRupees(preview.pricePaise) : values.Price],
    // A free book keeps no discount (decision 047): the store stores none, so the review says so.
    [
      t(adminMessages.columnDiscount),
      preview?.pricePaise === 0
        ? t.text(freeBookTexts.noDiscount)
        : discount.ok
          ? t(adminMessages.summaryDiscount, { percent: discount.value / 100 })
          : values.Discount.value,
    ],
    [
      t(adminMessages.priceInShop),
      preview ? priceText(discountedPaise(preview.pricePaise, preview.discountBasisPoints)) : '',
    ],
    [t.text(storeSettingsTexts.bookGstRate), values.GstRate?.trim() || t.text(storeSettingsTexts.bookGstRateOfStore)],
    [t.text(releaseTexts.availableOnLabel), values.AvailableOn || t.text(releaseTexts.onSaleNow)],
    [t(adminMessages.genre), genreName],
    ...BOOK_FLAG_FIELDS.map((flag): Row => {
      const dateField = (BOOK_FLAG_DATES as Partial<Record<string, keyof BookFormValues>>)[flag];
      const date = dateField && values[flag] ? String(values[dateField] || t(adminMessages.summaryToday)) : '';
      const until = date ? t(dateLabels[dateField as keyof typeof dateLabels]).toLowerCase() : '';
      return [
        flagLabel(t, flag),
        values[flag]
          ? date
            ? t(adminMessages.summaryYesUntil, { until, date })
            : t(adminMessages.summaryYes)
          : t(adminMessages.summaryNo),
      ];
    }),
    ...FILES_IN_FORM_ORDER.map((field): Row => [t(fileLabels[field]), fileText(t, values, field, cover)]),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 180px' }, alignItems: 'start' }}>
      <Table size="small" aria-label={t(adminMessages.summaryLabel)}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '38%', verticalAlign: 'top' }}>
                {label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {cover ? (
        <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'center' }}>
          <Box
            component="img"
            src={cover.url}
            alt={t(adminMessages.coverOf, { title: values.BookName })}
            sx={{
              width: { xs: 160, md: '100%' },
              aspectRatio: '2 / 3',
              objectFit: 'cover',
              borderRadius: 1,
              boxShadow: 2,
            }}
          />
          {cover.source === 'book' ? (
            <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
              {t(adminMessages.fromBookFile)}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
