import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import { useLingui } from '@lingui/react';
import { Trans } from '../../../i18n/Trans';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { documentTitles } from '../../../../shared/document-titles';
import { messages } from '../../../../shared/messages';
import type { BookDetail } from '../../../../shared/contract/catalog.contract';
import { BookCover } from '../../../components/BookCover';
import { Price } from '../../../components/Price';
import { errorStatus } from '../../../lib/api';
import {
  BookCartButton,
  GetItFreeButton,
  isFreeBook,
  useBookListActions,
  useBookListStatus,
  useCartAddAfterLogin,
} from '../../lists';
import { useGetBookByIdQuery } from '../product.api';
import { uiPaths } from '../../../../shared/ui-paths';
import { HydrateApart } from '../../../components/HydrateApart';
import { RetryAlert } from '../../../components/RetryAlert';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { groupDigits } from '../../../../shared/digit-grouping';
import type { Locale } from '../../../../shared/i18n/locales';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { productMessages } from '../product.messages';
import { languageNameIn, publishedDateIn } from '../localeDetails';
import { RatingSummary, ReviewsSection } from '../components/ReviewsSection';
import { isUpcoming } from '../../../../shared/release-dates';
import { NotifyMeButton } from '../components/NotifyMeButton';

/** A PDF's pages or an EPUB's words ("320 pages", "45,200 words"); undefined when neither is known. */
function lengthOf(book: BookDetail, t: Translate): string | undefined {
  if (book.PageCount)
    return t(productMessages.pages, { count: book.PageCount, pages: groupDigits(book.PageCount, 'indian') });
  if (book.WordCount) return t(productMessages.words, { words: groupDigits(book.WordCount, 'indian') });
  return undefined;
}

/**
 * The Details table: the spec's rows where the book has the detail, and none it lacks (a store
 * shows no invented ISBN or publisher). Edition is not a detail books carry here, so it has no row.
 * Labels and values in the page's language; the book's own words (title, names, genre) as they are.
 */
export function detailRowsOf(book: BookDetail, t: Translate, locale: Locale): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    [t(productMessages.detailTitle), book.Title],
    [t(productMessages.detailAuthor), book.AuthorName],
    [t(productMessages.detailIsbn), book.Isbn],
    [t(productMessages.detailFormat), t(productMessages.format, { format: book.Format })],
    [t(productMessages.detailLength), lengthOf(book, t)],
    [t(productMessages.detailLanguage), book.Language && languageNameIn(book.Language, locale)],
    [t(productMessages.detailDatePublished), book.PublishedDate && publishedDateIn(book.PublishedDate, locale)],
    [t(productMessages.detailPublisher), book.Publisher],
    [t(productMessages.detailTags), book.Gener],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** "Penguin India, 2019" under the author; only what the book has. */
function publisherLine(book: BookDetail): string | undefined {
  const year = book.PublishedDate?.slice(0, 4);
  return [book.Publisher, year].filter(Boolean).join(', ') || undefined;
}

function DetailsTable({ book }: { book: BookDetail }) {
  const t = useTranslate();
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="details-heading" sx={{ mt: 6 }}>
      <Typography id="details-heading" variant="h2" sx={{ mb: 2 }}>
        {t(productMessages.detailsHeading)}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-labelledby="details-heading">
          <TableBody>
            {detailRowsOf(book, t, activeLocale(i18n)).map(([label, value]) => (
              <TableRow key={label}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontWeight: 600, width: { xs: '40%', md: '25%' }, bgcolor: 'surface.tableHead' }}
                >
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function BookNotFound() {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t(productMessages.bookNotFound)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t.text(messages.bookNotFound)}</Typography>
      <Button component={RouterLink} to={uiPaths.shop} variant="contained">
        {t(productMessages.browseShop)}
      </Button>
    </Box>
  );
}

/**
 * `availableOn`: an upcoming book (decision 046) shows its date and Notify me instead of its cart
 * button; `free`: a free book (decision 047), Get it free until it is owned, then Read now.
 */
function ListButtons({ bookId, availableOn, free }: { bookId: string; availableOn: string | null; free: boolean }) {
  const t = useTranslate();
  const { cart, canAddToWishlist } = useBookListStatus(bookId);
  const { addToWishlist, addingToWishlist } = useBookListActions({ bookId });
  // Back from logging in after a visitor's Add to cart: this is where the book is added.
  useCartAddAfterLogin(bookId);
  const wishlistButton =
    canAddToWishlist === false ? (
      <Button component={RouterLink} to={uiPaths.wishlist} variant="outlined" size="large" startIcon={<FavoriteIcon />}>
        {t(productMessages.viewWishlist)}
      </Button>
    ) : (
      <Button
        variant="outlined"
        size="large"
        startIcon={<FavoriteBorderIcon />}
        onClick={() => void addToWishlist(bookId)}
        disabled={canAddToWishlist === undefined || addingToWishlist}
      >
        {t(productMessages.addToWishlist)}
      </Button>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
      {availableOn !== null && isUpcoming(availableOn, new Date()) ? (
        <NotifyMeButton bookId={bookId} availableOn={availableOn} />
      ) : free && cart !== 'owned' ? (
        <GetItFreeButton bookId={bookId} disabled={cart === 'checking'} />
      ) : (
        <BookCartButton bookId={bookId} cart={cart} />
      )}
      {wishlistButton}
      <Button
        component={RouterLink}
        to={uiPaths.read(bookId, { preview: true })}
        variant="text"
        size="large"
        startIcon={<AutoStoriesOutlinedIcon />}
      >
        {t(productMessages.readPreview)}
      </Button>
    </Box>
  );
}

function BookInfo({ book }: { book: BookDetail }) {
  return (
    <Grid container spacing={{ xs: 3, md: 6 }} sx={{ pt: { xs: 3, md: 5 } }}>
      <Grid size={{ xs: 12, sm: 5, md: 4 }}>
        <BookCover
          src={book.CoverImage}
          alt={book.Title}
          priority
          sizes="(max-width: 599px) 220px, 340px"
          sx={{ maxWidth: { xs: 220, sm: 340 }, mx: 'auto' }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7, md: 8 }}>
        <Chip label={book.Gener} size="small" sx={{ mb: 1.5, bgcolor: 'surface.tag', color: 'primary.dark' }} />
        <Typography variant="h1" sx={{ mb: 1 }}>
          {book.Title}
        </Typography>
        <Typography sx={{ mb: 0.5 }}>
          <Trans
            id={productMessages.writtenBy.id}
            message={productMessages.writtenBy.message}
            values={{ author: book.AuthorName }}
            components={{ 0: <strong /> }}
          />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3, minHeight: '1.43em' }}>
          {publisherLine(book)}
        </Typography>
        {book.RatingCount > 0 ? (
          <Box sx={{ mt: -2, mb: 3 }}>
            <RatingSummary average={book.AverageRating} count={book.RatingCount} />
          </Box>
        ) : null}
        <Typography sx={{ mb: 3, whiteSpace: 'pre-line', lineHeight: 1.7 }}>{book.Description}</Typography>
        <Price book={book} size="large" />
        <ListButtons bookId={book.Id} availableOn={book.AvailableOn} free={isFreeBook(book)} />
      </Grid>
    </Grid>
  );
}

/** `below`: what the app shows under the book (the store puts its new arrivals there). */
export function ProductPage({ below }: { below?: ReactNode }) {
  const t = useTranslate();
  const { productId = '' } = useParams();
  // currentData is the book of *this* id only, so a new id shows the loading state, not the old book.
  const {
    currentData: book,
    error,
    isFetching,
    isError,
    refetch,
  } = useGetBookByIdQuery(productId, { skip: !productId });

  useDocumentTitle(book && !isFetching ? documentTitles.product(book.Title) : undefined);

  let content;
  if (isFetching && !book) {
    content = (
      <Box
        role="status"
        aria-label={t(productMessages.loadingBook)}
        sx={{ display: 'flex', justifyContent: 'center', py: 10 }}
      >
        <CircularProgress />
      </Box>
    );
  } else if (isError) {
    content = errorStatus(error) === 404 ? <BookNotFound /> : <RetryAlert onRetry={refetch} sx={{ my: 4 }} />;
  } else if (book) {
    content = (
      <>
        <BookInfo book={book} />
        <HydrateApart whenSeen>
          <DetailsTable book={book} />
        </HydrateApart>
        <HydrateApart whenSeen>
          <ReviewsSection bookId={book.Id} />
        </HydrateApart>
      </>
    );
  } else {
    content = <BookNotFound />;
  }

  return (
    <>
      {content}
      {/* Only once the book is shown: a list above it while it loads would be pushed down on arrival. */}
      {book ? <HydrateApart whenSeen>{below}</HydrateApart> : null}
    </>
  );
}
