import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { LibraryBook } from '../../../../shared/contract/library.contract';
import { messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import { SignedInListState } from '../../../components/SignedInListState';
import { BookCover } from '../../../components/BookCover';
import { apiPaths } from '../../../../shared/api-paths';
import { selectIsLoggedIn, selectUserId, useAuthorizedDownload } from '../../session';
import { useGetLibraryQuery } from '../library.api';
import { uiPaths } from '../../../../shared/ui-paths';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { libraryMessages as texts } from '../library.messages';

/** 'Page 3 of 12', or 'Page 3' when the server does not know the book's length. */
export function pageOfText(t: Translate, page: number, pageCount: number | null): string {
  return pageCount ? t(texts.pageOf, { page, pageCount }) : t(texts.page, { page });
}

/** A book the reader has opened: a PDF's saved page, or an EPUB's saved place (its progression). */
type StartedBook = LibraryBook & ({ LastPage: number } | { Progression: number });

const isStarted = (book: LibraryBook): book is StartedBook => book.LastPage !== null || book.Progression !== null;

/** Where the reader is: "Page 3 of 12" for a PDF, "42% read" for an EPUB (which has no pages). */
function placeText(t: Translate, book: StartedBook, percent: number | undefined): string {
  if (book.LastPage !== null) return pageOfText(t, book.LastPage, book.PageCount);
  return t(texts.percentRead, { percent: percent ?? 0 });
}

function ContinueCard({ book }: { book: StartedBook }) {
  const t = useTranslate();
  const progression =
    book.Progression ?? (book.LastPage !== null && book.PageCount ? book.LastPage / book.PageCount : null);
  const percent = progression === null ? undefined : Math.min(100, Math.round(progression * 100));
  const headingId = `continue-${book.Id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', gap: 2, p: 1.5, listStyle: 'none', alignItems: 'center' }}
    >
      <BookCover src={book.BooksImage} alt="" width={64} sx={{ flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="h5"
          title={book.BookName}
          sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
        >
          {book.BookName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
          {placeText(t, book, percent)}
        </Typography>
        {percent !== undefined ? (
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t(texts.bookPercentRead, { title: book.BookName, percent })}
            sx={{ mb: 1, borderRadius: 1 }}
          />
        ) : null}
        <Button
          component={RouterLink}
          to={uiPaths.read(book.Id)}
          size="small"
          variant="contained"
          startIcon={<MenuBookOutlinedIcon />}
        >
          {t(texts.continue)}
        </Button>
      </Box>
    </Paper>
  );
}

function LibraryCard({ book }: { book: LibraryBook }) {
  const t = useTranslate();
  const headingId = `library-${book.Id}`;
  // The whole book as a file to keep, marked for its buyer (decision 043): for another reading app.
  const { download, downloadingKey } = useAuthorizedDownload(t(texts.downloadFailed));
  const file = {
    url: `${apiPaths.downloadBook}?BookId=${encodeURIComponent(book.Id)}`,
    fallbackName: book.BookName,
    key: book.Id,
  };
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <RouterLink to={uiPaths.product(book.Id)} tabIndex={-1} aria-hidden="true">
        <BookCover src={book.BooksImage} alt="" />
      </RouterLink>
      <Typography id={headingId} component="h3" variant="h5" sx={{ mt: 1 }}>
        {book.BookName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, flex: 1 }}>
        {book.AuthorName}
      </Typography>
      <Button
        component={RouterLink}
        to={uiPaths.read(book.Id)}
        variant="outlined"
        size="small"
        startIcon={<MenuBookOutlinedIcon />}
      >
        {t(texts.read)}
      </Button>
      <Button
        size="small"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => void download(file)}
        disabled={downloadingKey === file.key}
        aria-label={t(texts.downloadBook, { title: book.BookName })}
        sx={{ mt: 0.5 }}
      >
        {t(texts.download)}
      </Button>
    </Box>
  );
}

function LibraryLoading() {
  const t = useTranslate();
  return (
    <Box
      role="status"
      aria-label={t(texts.loading)}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 3 }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '2 / 3', height: 'auto' }} />
      ))}
    </Box>
  );
}

function LibraryEmpty() {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <MenuBookOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{t.text(messages.libraryEmpty)}</Typography>
      <Button component={RouterLink} to={uiPaths.shop} variant="contained">
        {t(texts.browseShop)}
      </Button>
    </Box>
  );
}

function LibraryBooks({ books }: { books: LibraryBook[] }) {
  const t = useTranslate();
  const started = books.filter(isStarted);
  return (
    <>
      {started.length > 0 ? (
        <Box component="section" aria-labelledby="continue-heading" sx={{ mb: 5 }}>
          <Typography id="continue-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
            {t(texts.continueReading)}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, p: 0, m: 0 }}
          >
            {started.map((book) => (
              <ContinueCard key={book.Id} book={book} />
            ))}
          </Box>
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="all-books-heading">
        <Typography id="all-books-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
          {t(texts.allBooks)}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
            gap: { xs: 2, sm: 3 },
            p: 0,
            m: 0,
          }}
        >
          {books.map((book) => (
            <LibraryCard key={book.Id} book={book} />
          ))}
        </Box>
      </Box>
    </>
  );
}

/** /library: the books the user bought, those started first ('Continue reading'), each with 'Read'. */
export function LibraryPage() {
  const t = useTranslate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const { data: books, isLoading, isError, refetch } = useGetLibraryQuery(userId, { skip });

  useDocumentTitle(documentTitles.named(t(texts.title)));

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t(texts.title)}
      </Typography>
      <SignedInListState
        signedOut={skip}
        isLoading={isLoading}
        isError={isError || !books}
        isEmpty={books?.length === 0}
        onRetry={() => void refetch()}
        loading={<LibraryLoading />}
        empty={<LibraryEmpty />}
      >
        {books ? <LibraryBooks books={books} /> : null}
      </SignedInListState>
    </Box>
  );
}
