import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation } from 'react-router-dom';
import { ADMIN_PAGE_SIZE, type AdminBook } from '../../../../shared/contract/admin.contract';
import { messages } from '../../../../shared/messages';
import { SectionState } from '../../../components/SectionState';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { UPDATE_BOOK_STATUSES_WITH_MESSAGE, useGetAdminBooksQuery, useUpdateBookMutation } from '../admin.api';
import type { VisibilityFlag } from '../components/AdminBookControls';
import { AdminBookCard } from '../components/AdminBookCard';
import { adminBookColumns, AdminBookRow } from '../components/AdminBookRow';
import { AdminCardList } from '../components/AdminCardList';
import { AdminOnly } from '../components/AdminOnly';
import { AdminTable } from '../components/AdminTable';
import { EditBookDialog } from '../components/EditBookDialog';
import { justAddedBookOf } from '../publishing';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

const SEARCH_DEBOUNCE_MS = 300;

export function AdminBooksPage() {
  return (
    <AdminOnly>
      <AdminBooks />
    </AdminOnly>
  );
}

/**
 * Every book, hidden and unapproved ones included: search, switch Active / Approved, edit. A table
 * from tablets up, a card per book on a phone. Arriving from the Add Book wizard, the book just
 * added (the first, newest first) is marked.
 */
function AdminBooks() {
  const t = useTranslate();
  const justAdded = justAddedBookOf(useLocation().state);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminBook | null>(null);
  const query = useGetAdminBooksQuery({ q: q || undefined, Page: page, PageSize: ADMIN_PAGE_SIZE });
  const [updateBook] = useUpdateBookMutation();
  const list = query.data?.AdminBooksList ?? [];
  // A phone gets cards: the table's Active, Approved and Edit columns would start off-screen.
  // noSsr: admin pages are only rendered in the browser, so the first render already knows.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  useDocumentTitle(documentTitles.named(t(adminMessages.manageBooks)));
  // A new search starts at its first page.
  useEffect(() => setPage(1), [q]);

  const toggle = (book: AdminBook, flag: VisibilityFlag, value: boolean) => {
    updateBook({ Id: book.Id, [flag]: value })
      .unwrap()
      .then(() => notify.success(t.text(messages.bookUpdated)))
      .catch((error: unknown) => notify.error(errorMessage(error, UPDATE_BOOK_STATUSES_WITH_MESSAGE)));
  };
  const emptyText = list.length === 0 ? (q ? t(adminMessages.booksNoMatch, { q }) : t(adminMessages.booksEmpty)) : null;
  const total = query.data?.Total ?? 0;

  return (
    <Box sx={{ my: { xs: 2, md: 4 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}
      >
        <Typography variant="h1">{t(adminMessages.manageBooks)}</Typography>
        <TextField
          type="search"
          size="small"
          label={t(adminMessages.booksSearch)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      <SectionState
        label={t(adminMessages.booksLabel)}
        isLoading={query.isLoading}
        isError={query.isError}
        skeleton="block"
      >
        {phone ? (
          <AdminCardList
            label={t(adminMessages.booksLabel)}
            emptyText={emptyText}
            total={total}
            page={page}
            onPage={setPage}
          >
            {list.map((book) => (
              <AdminBookCard
                key={book.Id}
                book={book}
                onToggle={toggle}
                onEdit={setEditing}
                justAdded={book.Id === justAdded}
              />
            ))}
          </AdminCardList>
        ) : (
          <AdminTable
            label={t(adminMessages.booksLabel)}
            columns={adminBookColumns(t)}
            emptyText={emptyText}
            total={total}
            page={page}
            onPage={setPage}
          >
            {list.map((book) => (
              <AdminBookRow
                key={book.Id}
                book={book}
                onToggle={toggle}
                onEdit={setEditing}
                justAdded={book.Id === justAdded}
              />
            ))}
          </AdminTable>
        )}
      </SectionState>
      {editing ? <EditBookDialog key={editing.Id} book={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
