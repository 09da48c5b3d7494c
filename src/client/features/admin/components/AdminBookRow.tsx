import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDiscountPercent, rupeesToPaise } from '../../../../shared/money';
import { priceText } from '../../../components/Price';
import type { Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { isVisibleInShop } from '../publishing';
import {
  EditBookButton,
  HiddenFromShopChip,
  JustAddedChip,
  VisibilitySwitch,
  type AdminBookItemProps,
} from './AdminBookControls';

/** Manage Books' columns, in the order AdminBookRow fills them. */
export const adminBookColumns = (t: Translate): Array<string | { label: string; align: 'right' | 'center' }> => [
  t(adminMessages.columnCover),
  t(adminMessages.columnTitle),
  t(adminMessages.columnAuthor),
  t(adminMessages.columnGenre),
  t(adminMessages.columnFormat),
  { label: t(adminMessages.columnPrice), align: 'right' },
  { label: t(adminMessages.columnDiscount), align: 'right' },
  { label: t(adminMessages.flagActive), align: 'center' },
  { label: t(adminMessages.flagApproved), align: 'center' },
  { label: t(adminMessages.columnActions), align: 'right' },
];

/** A book in Manage Books' table (tablets and wider). A hidden book is dimmed; the one just added is selected. */
export function AdminBookRow({ book, onToggle, onEdit, justAdded }: AdminBookItemProps) {
  return (
    <TableRow selected={justAdded} sx={{ opacity: isVisibleInShop(book) ? 1 : 0.75 }}>
      <TableCell>
        <Box
          component="img"
          src={book.CoverImage}
          alt=""
          loading="lazy"
          sx={{ width: 40, height: 60, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {book.BookName}
        <JustAddedChip justAdded={justAdded} />
        <HiddenFromShopChip book={book} />
      </TableCell>
      <TableCell>{book.AuthorName}</TableCell>
      <TableCell>{book.Gener}</TableCell>
      <TableCell>{book.Format}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {priceText(rupeesToPaise(book.Price))}
      </TableCell>
      <TableCell align="right">{formatDiscountPercent(book.Discount)}</TableCell>
      <TableCell align="center">
        <VisibilitySwitch book={book} flag="IsActive" onToggle={onToggle} />
      </TableCell>
      <TableCell align="center">
        <VisibilitySwitch book={book} flag="IsApproved" onToggle={onToggle} />
      </TableCell>
      <TableCell align="right">
        <EditBookButton book={book} onEdit={onEdit} />
      </TableCell>
    </TableRow>
  );
}
