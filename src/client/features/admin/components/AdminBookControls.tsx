import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import type { AdminBook } from '../../../../shared/contract/admin.contract';
import { isVisibleInShop, publishingTexts } from '../publishing';
import { flagLabels } from './bookLabels';

/** The two flags that decide whether shoppers see a book, switched straight from the list. */
export type VisibilityFlag = 'IsActive' | 'IsApproved';

/** What a book in Manage Books' list can do, as a table row or a phone's card. */
export interface AdminBookItemProps {
  book: AdminBook;
  onToggle: (book: AdminBook, flag: VisibilityFlag, value: boolean) => void;
  onEdit: (book: AdminBook) => void;
  /** The book the wizard has just added: marked, so the admin finds it to publish it. */
  justAdded?: boolean;
}

/** Named with the book's title: a list of them all saying 'Active' would not say which book. */
export function VisibilitySwitch({
  book,
  flag,
  onToggle,
}: Pick<AdminBookItemProps, 'book' | 'onToggle'> & { flag: VisibilityFlag }) {
  return (
    <Switch
      checked={book[flag]}
      onChange={(event) => onToggle(book, flag, event.target.checked)}
      slotProps={{ input: { 'aria-label': `${flagLabels[flag]}: ${book.BookName}` } }}
    />
  );
}

export function HiddenFromShopChip({ book }: { book: AdminBook }) {
  return isVisibleInShop(book) ? null : <Chip size="small" label={publishingTexts.hiddenFromShop} sx={{ ml: 1 }} />;
}

export function JustAddedChip({ justAdded }: { justAdded?: boolean }) {
  return justAdded ? <Chip size="small" color="primary" label={publishingTexts.justAdded} sx={{ ml: 1 }} /> : null;
}

export function EditBookButton({ book, onEdit }: Pick<AdminBookItemProps, 'book' | 'onEdit'>) {
  return (
    <Button size="small" onClick={() => onEdit(book)} aria-label={`Edit ${book.BookName}`}>
      Edit
    </Button>
  );
}
