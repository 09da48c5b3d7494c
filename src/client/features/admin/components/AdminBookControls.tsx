import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import type { AdminBook } from '../../../../shared/contract/admin.contract';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { isVisibleInShop } from '../publishing';
import { flagLabel } from './bookLabels';

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
  const t = useTranslate();
  return (
    <Switch
      checked={book[flag]}
      onChange={(event) => onToggle(book, flag, event.target.checked)}
      slotProps={{
        input: { 'aria-label': t(adminMessages.labelled, { label: flagLabel(t, flag), value: book.BookName }) },
      }}
    />
  );
}

export function HiddenFromShopChip({ book }: { book: AdminBook }) {
  const t = useTranslate();
  return isVisibleInShop(book) ? null : <Chip size="small" label={t(adminMessages.hiddenFromShop)} sx={{ ml: 1 }} />;
}

export function JustAddedChip({ justAdded }: { justAdded?: boolean }) {
  const t = useTranslate();
  return justAdded ? <Chip size="small" color="primary" label={t(adminMessages.justAdded)} sx={{ ml: 1 }} /> : null;
}

export function EditBookButton({ book, onEdit }: Pick<AdminBookItemProps, 'book' | 'onEdit'>) {
  const t = useTranslate();
  return (
    <Button size="small" onClick={() => onEdit(book)} aria-label={t(adminMessages.editNamed, { name: book.BookName })}>
      {t(adminMessages.edit)}
    </Button>
  );
}
