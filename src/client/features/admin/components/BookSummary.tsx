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
import { bookFileTexts, detailLabels } from '../bookFileTexts';
import { languageName } from '../../../lib/bookDetails';
import { releaseTexts } from '../../../../shared/release-texts';
import { storeSettingsTexts } from '../../../../shared/store-settings-texts';
import type { CoverInUse } from './BookFilesFields';
import { FILES_IN_FORM_ORDER, dateLabels, fileLabels, flagLabels, formatBytes } from './bookLabels';

type Row = [label: string, value: string];

/** A detail as it will be stored, the language with its name ('en-IN (English (India))'); an empty one said so. */
function detailText(field: BookDetailField, typed: string): string {
  const value = normalizedDetail(field, typed) ?? typed.trim();
  if (!value) return bookFileTexts.detailNotGiven;
  return field === 'Language' ? `${value} (${languageName(value)})` : value;
}

/** A file as chosen; without one, what the store does instead. */
function fileText(
  values: BookFormValues,
  field: (typeof FILES_IN_FORM_ORDER)[number],
  cover: CoverInUse | undefined,
): string {
  const file = values[field];
  if (file) return `${file.name} (${formatBytes(file.size)})`;
  if (field === 'BookPreview') return bookFileTexts.sampleMadeByStore;
  if (field === 'BookImage' && cover?.source === 'book') return bookFileTexts.fromBookFile;
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
  const { control } = useFormContext<BookFormValues>();
  const values = useWatch({ control }) as BookFormValues;
  const preview = discountedPreview(values);
  const discount = parseDiscount(values.Discount);

  const rows: Row[] = [
    ['Book Name', values.BookName],
    ['Description', values.BookDescription],
    ['Author', authorName],
    ...BOOK_DETAIL_FIELDS.map((field): Row => [detailLabels[field], detailText(field, values[field])]),
    ['Price', preview ? formatRupees(preview.pricePaise) : values.Price],
    // A free book keeps no discount (decision 047): the store stores none, so the review says so.
    [
      'Discount',
      preview?.pricePaise === 0
        ? freeBookTexts.noDiscount
        : discount.ok
          ? `${discount.value / 100}%`
          : values.Discount.value,
    ],
    ['Price in the shop', preview ? priceText(discountedPaise(preview.pricePaise, preview.discountBasisPoints)) : ''],
    [storeSettingsTexts.bookGstRate, values.GstRate?.trim() || storeSettingsTexts.bookGstRateOfStore],
    [releaseTexts.availableOnLabel, values.AvailableOn || releaseTexts.onSaleNow],
    ['Genre', genreName],
    ...BOOK_FLAG_FIELDS.map((flag): Row => {
      const dateField = (BOOK_FLAG_DATES as Partial<Record<string, keyof BookFormValues>>)[flag];
      const date = dateField && values[flag] ? String(values[dateField] || 'today') : '';
      return [
        flagLabels[flag],
        values[flag]
          ? `Yes${date ? ` (${dateLabels[dateField as keyof typeof dateLabels].toLowerCase()} ${date})` : ''}`
          : 'No',
      ];
    }),
    ...FILES_IN_FORM_ORDER.map((field): Row => [fileLabels[field], fileText(values, field, cover)]),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 180px' }, alignItems: 'start' }}>
      <Table size="small" aria-label="Book summary">
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
            alt={`Cover of ${values.BookName}`}
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
              {bookFileTexts.fromBookFile}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
