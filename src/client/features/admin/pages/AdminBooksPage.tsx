import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { ADMIN_PAGE_SIZE, type AdminBook } from '../../../../shared/contract/admin.contract';
import { messages } from '../../../../shared/messages';
import { formatDiscountPercent, formatRupees, rupeesToPaise } from '../../../../shared/money';
import { SectionState } from '../../../components/SectionState';
import { AdminTable } from '../components/AdminTable';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useGetAdminBooksQuery, useUpdateBookMutation } from '../admin.api';
import { AdminOnly } from '../components/AdminOnly';
import { EditBookDialog } from '../components/EditBookDialog';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const SEARCH_DEBOUNCE_MS = 300;
const UPDATE_STATUSES_WITH_MESSAGE = [400, 404] as const;

export function AdminBooksPage() {
  return (
    <AdminOnly>
      <AdminBooks />
    </AdminOnly>
  );
}

/** Every book, hidden and unapproved ones included: search, switch Active / Approved, edit. */
function AdminBooks() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminBook | null>(null);
  const query = useGetAdminBooksQuery({ q: q || undefined, Page: page, PageSize: ADMIN_PAGE_SIZE });
  const [updateBook] = useUpdateBookMutation();
  const list = query.data?.AdminBooksList ?? [];

  useDocumentTitle(documentTitles.named('Manage Books'));
  // A new search starts at its first page.
  useEffect(() => setPage(1), [q]);

  const toggle = async (book: AdminBook, flag: 'IsActive' | 'IsApproved', value: boolean) => {
    try {
      await updateBook({ Id: book.Id, [flag]: value }).unwrap();
      notify.success(messages.bookUpdated);
    } catch (error) {
      notify.error(errorMessage(error, UPDATE_STATUSES_WITH_MESSAGE));
    }
  };

  return (
    <Box sx={{ my: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1">
          Manage Books
        </Typography>
        <TextField
          type="search"
          size="small"
          label="Search title or author"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      <SectionState label="Books" isLoading={query.isLoading} isError={query.isError} skeleton="block">
        <AdminTable
          label="Books"
          columns={['Cover', 'Title', 'Author', 'Genre', { label: 'Price', align: 'right' }, { label: 'Discount', align: 'right' }, { label: 'Active', align: 'center' }, { label: 'Approved', align: 'center' }, { label: 'Actions', align: 'right' }]}
          emptyText={list.length === 0 ? (q ? `No books match "${q}".` : 'No books yet.') : null}
          total={query.data?.Total ?? 0}
          page={page}
          onPage={setPage}
        >
          {list.map((book) => (
            <TableRow key={book.Id} sx={{ opacity: book.IsActive && book.IsApproved ? 1 : 0.75 }}>
              <TableCell>
                <Box component="img" src={book.CoverImage} alt="" loading="lazy" sx={{ width: 40, height: 60, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {book.BookName}
                {book.IsActive && book.IsApproved ? null : <Chip size="small" label="Hidden from shop" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{book.AuthorName}</TableCell>
              <TableCell>{book.Gener}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatRupees(rupeesToPaise(book.Price))}</TableCell>
              <TableCell align="right">{formatDiscountPercent(book.Discount)}</TableCell>
              <TableCell align="center">
                <Switch
                  checked={book.IsActive}
                  onChange={(event) => void toggle(book, 'IsActive', event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Active: ${book.BookName}` } }}
                />
              </TableCell>
              <TableCell align="center">
                <Switch
                  checked={book.IsApproved}
                  onChange={(event) => void toggle(book, 'IsApproved', event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Approved: ${book.BookName}` } }}
                />
              </TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(book)} aria-label={`Edit ${book.BookName}`}>
                  Edit
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      </SectionState>
      {editing ? <EditBookDialog key={editing.Id} book={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
