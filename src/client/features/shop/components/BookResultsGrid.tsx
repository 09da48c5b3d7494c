import { memo } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ShopBook } from '../../../../shared/contract/catalog.contract';
import { formatCount } from '../../../../shared/messages';
import { HydrateApart } from '../../../components/HydrateApart';
import { ShopBookCard } from './ShopBookCard';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useTranslate } from '../../../i18n/translate';
import { shopMessages } from '../shop.messages';

interface BookResultsGridProps {
  books: ShopBook[];
  page: number;
  pageSize: number;
  pageCount: number;
  /** How the total reads ('42', '1,234,567', or '1000+' where the server stops counting). */
  totalLabel: string;
  /** The sentence when this page is empty although the total is not. */
  emptyPageText?: string;
  listLabel: string;
  paginationLabel: string;
  onPage: (page: number) => void;
}

/** The number a total's label stands for ('1,234' 1234, '1000+' 1000): what its plural agrees with. */
const countOf = (totalLabel: string) => Number(totalLabel.replace(/\D/g, '')) || 0;

/** The widest row of the grid (lg: 4 cards): its covers are in view on arrival. */
const FIRST_ROW = 4;

/**
 * The cards of a page. Memoised on the page's list (the query's own array, the same object until
 * new results arrive): a filter the shopper ticks re-renders the page twice before its answer comes
 * (the new filters, then the request in flight), and re-rendering 24 cards' MUI styles took 150 to
 * 190 ms of a 2-core machine's main thread before the request even left (bench:shop-walk).
 */
const BookCards = memo(function BookCards({ books, listLabel }: { books: ShopBook[]; listLabel: string }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={listLabel}>
      {books.map((book, index) => (
        <Grid key={book.Id} component="li" size={{ xs: 6, sm: 4, lg: 3 }}>
          {/* Each card its own unit of hydration, the ones further down once about to be seen. */}
          <HydrateApart whenSeen>
            <ShopBookCard book={book} eager={index < FIRST_ROW} priority={index === 0} />
          </HydrateApart>
        </Grid>
      ))}
    </Grid>
  );
});

/** A page of books as shop cards: 'Showing x–y of N books', the grid and the pagination (shop and search). */
export function BookResultsGrid({
  books,
  page,
  pageSize,
  pageCount,
  totalLabel,
  emptyPageText,
  listLabel,
  paginationLabel,
  onPage,
}: BookResultsGridProps) {
  const t = useTranslate();
  const first = (page - 1) * pageSize + 1;
  const last = first + books.length - 1;
  return (
    <>
      {/* The cards' titles are h3s. On a wide shop page the filters' h2 comes first; without it (a
          phone, /search) this heading keeps the outline whole for someone moving by headings. */}
      <Typography component="h2" sx={visuallyHidden}>
        {t(shopMessages.results)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }} aria-live="polite">
        {books.length > 0 || !emptyPageText
          ? t(shopMessages.showing, {
              first: formatCount(first),
              last: formatCount(last),
              total: totalLabel,
              count: countOf(totalLabel),
            })
          : emptyPageText}
      </Typography>
      <BookCards books={books} listLabel={listLabel} />
      {pageCount > 1 ? (
        <HydrateApart whenSeen>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_event, next) => {
                onPage(next);
                window.scrollTo({ top: 0 });
              }}
              color="primary"
              aria-label={paginationLabel}
            />
          </Box>
        </HydrateApart>
      ) : null}
    </>
  );
}
