import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useFormContext, useWatch } from 'react-hook-form';
import { BOOK_FLAG_DATES, BOOK_FLAG_FIELDS } from '../../../../shared/contract/admin.contract';
import { discountedPaise, formatRupees } from '../../../../shared/money';
import { discountedPreview, parseDiscount, type BookFormValues } from '../bookForm';
import { FILES_IN_FORM_ORDER, dateLabels, fileLabels, flagLabels, formatBytes } from './bookLabels';

/** Step 5: everything the admin entered, as it will be sent, and the cover. */
export function BookSummary({ authorName, genreName, coverUrl }: { authorName: string; genreName: string; coverUrl?: string }) {
  const { control } = useFormContext<BookFormValues>();
  const values = useWatch({ control }) as BookFormValues;
  const preview = discountedPreview(values);
  const discount = parseDiscount(values.Discount);

  const rows: Array<[string, string]> = [
    ['Book Name', values.BookName],
    ['Description', values.BookDescription],
    ['Author', authorName],
    ['Price', preview ? formatRupees(preview.pricePaise) : values.Price],
    ['Discount', discount.ok ? `${discount.value / 100}%` : values.Discount.value],
    ['Price in the shop', preview ? formatRupees(discountedPaise(preview.pricePaise, preview.discountBasisPoints)) : ''],
    ['Genre', genreName],
    ...BOOK_FLAG_FIELDS.map((flag): [string, string] => {
      const dateField = (BOOK_FLAG_DATES as Partial<Record<string, keyof BookFormValues>>)[flag];
      const date = dateField && values[flag] ? String(values[dateField] || 'today') : '';
      return [flagLabels[flag], values[flag] ? `Yes${date ? ` (${dateLabels[dateField as keyof typeof dateLabels].toLowerCase()} ${date})` : ''}` : 'No'];
    }),
    ...FILES_IN_FORM_ORDER.map((field): [string, string] => {
      const file = values[field];
      return [fileLabels[field], file ? `${file.name} (${formatBytes(file.size)})` : ''];
    }),
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
      {coverUrl ? (
        <Box
          component="img"
          src={coverUrl}
          alt={`Cover of ${values.BookName}`}
          sx={{ width: { xs: 160, md: '100%' }, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 1, boxShadow: 2, justifySelf: 'center' }}
        />
      ) : null}
    </Box>
  );
}
