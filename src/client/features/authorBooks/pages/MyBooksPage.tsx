import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import type { AuthorBook, AuthorBookStatus } from '../../../../shared/contract/authors.contract';
import { accountTexts } from '../../../../shared/account-texts';
import { accountPageTitles, messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import { BookCover } from '../../../components/BookCover';
import { Price } from '../../../components/Price';
import { SignedInListState } from '../../../components/SignedInListState';
import { selectIsAuthor, selectIsLoggedIn, selectUserId } from '../../session';
import { useGetAuthorBooksQuery } from '../authorBooks.api';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import type { MessageDescriptor } from '@lingui/core';
import { formatCount } from '../../../../shared/messages';
import { authorBooksMessages as texts } from '../authorBooks.messages';

/** The chip's palette role: on sale is success, waiting for an admin warning, off sale neutral. */
const statusColors: Record<AuthorBookStatus, ChipProps['color']> = {
  Live: 'success',
  'Awaiting approval': 'warning',
  Hidden: 'default',
};

/** What each status is called on screen (the server's value is English). */
const statusTexts: Record<AuthorBookStatus, MessageDescriptor> = {
  Live: texts.statusLive,
  'Awaiting approval': texts.statusAwaitingApproval,
  Hidden: texts.statusHidden,
};

/** Cards in as many columns as fit: one on a phone, three or four on a laptop. */
const cardGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 2,
  p: 0,
  m: 0,
} as const;

function AuthorBookCard({ book }: { book: AuthorBook }) {
  const t = useTranslate();
  const headingId = `author-book-${book.Id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', gap: 2, p: 1.5, listStyle: 'none', minWidth: 0 }}
    >
      <BookCover src={book.CoverImage} alt="" width={64} sx={{ flexShrink: 0, alignSelf: 'flex-start' }} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5, justifyItems: 'start', alignContent: 'start' }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {book.BookName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(texts.genre, { genre: book.Gener })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(statusTexts[book.Status])} color={statusColors[book.Status]} />
        <Price book={book} />
        <Typography variant="body2">
          {t(texts.copiesSold, { count: book.CopiesSold, sold: formatCount(book.CopiesSold) })}
        </Typography>
      </Box>
    </Paper>
  );
}

function AuthorBooksLoading() {
  const t = useTranslate();
  return (
    <Box role="status" aria-label={t.text(accountTexts.loadingBooks)} sx={cardGrid}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={128} />
      ))}
    </Box>
  );
}

function AuthorBooksEmpty() {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <AutoStoriesOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t.text(messages.authorBooksEmpty)}</Typography>
    </Box>
  );
}

/** What a logged-in reader who is not an author sees (the spec's text for a page that is not theirs). */
function NotAnAuthor() {
  const t = useTranslate();
  return <Alert severity="warning">{t.text(messages.adminOnly)}</Alert>;
}

/** /author (My Books): an author's own books, newest first, with status, price and copies sold. */
export function MyBooksPage() {
  const t = useTranslate();
  const title = t.text(accountPageTitles.myBooks);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAuthor = useAppSelector(selectIsAuthor);
  const userId = useAppSelector(selectUserId);
  const skip = !isAuthor || !userId;
  const { data: books, isLoading, isError, refetch } = useGetAuthorBooksQuery(userId, { skip });

  useDocumentTitle(documentTitles.named(title));

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {isLoggedIn && !isAuthor ? (
        <NotAnAuthor />
      ) : (
        <SignedInListState
          signedOut={skip}
          isLoading={isLoading}
          isError={isError || !books}
          isEmpty={books?.length === 0}
          onRetry={() => void refetch()}
          loading={<AuthorBooksLoading />}
          empty={<AuthorBooksEmpty />}
        >
          <Box component="ul" aria-label={title} sx={cardGrid}>
            {books?.map((book) => (
              <AuthorBookCard key={book.Id} book={book} />
            ))}
          </Box>
        </SignedInListState>
      )}
    </Box>
  );
}
