import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SHOP_PAGE_SIZE } from '../../../../shared/constants';
import { documentTitles } from '../../../../shared/document-titles';
import { SEARCH_MAX_PAGE, SEARCH_TOTAL_CAP } from '../../../../shared/contract/search.contract';
import { errorMessage } from '../../../lib/api';
import { BookResultsGrid } from '../../shop';
import { searchQueryProblem, useSearchBooksQuery } from '../search.api';
import { searchTextOf, uiPaths } from '../../../../shared/ui-paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** Pages the size of the shop's, so a result grid looks like a shop grid. */
export const SEARCH_PAGE_SIZE = SHOP_PAGE_SIZE;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1;
}

/** Total as a shopper reads it: the server stops counting at the cap. */
export function totalLabel(total: number): string {
  return total >= SEARCH_TOTAL_CAP ? `${SEARCH_TOTAL_CAP}+` : String(total);
}

function NoMatches({ q }: { q: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>{`No books match "${q}"`}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary', '& li': { mb: 0.5 } }}>
        <li>Check the spelling.</li>
        <li>Try an author&apos;s name, or fewer words.</li>
        <li>
          Or{' '}
          <Link component={RouterLink} to={uiPaths.shop}>
            browse the shop
          </Link>
          .
        </li>
      </Box>
    </Box>
  );
}

/**
 * /search?q=<text>&page=<n>: every book whose title or author matches, a page at a time.
 * No filter sidebar: genre, author and price are getAllBooks filters on the server, and filtering
 * one page of results here would give wrong counts and half-empty pages.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = searchTextOf(params).trim();
  const page = pageFrom(params.get('page'));
  const problem = searchQueryProblem(q);
  const { data, isLoading, isFetching, isError, error } = useSearchBooksQuery(
    { q, limit: SEARCH_PAGE_SIZE, page },
    { skip: problem !== null },
  );

  useDocumentTitle(documentTitles.search(q));

  const goTo = (next: number) => {
    const search = new URLSearchParams({ q });
    if (next > 1) search.set('page', String(next));
    setParams(search);
  };

  let results;
  if (problem !== null) {
    results = <Alert severity="info">{problem}</Alert>;
  } else if (isLoading) {
    results = (
      <Box role="status" aria-label="Loading results" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  } else if (isError || !data) {
    // A 400 carries the server's reason (the text it refuses); anything else is the generic error.
    results = <Alert severity="error">{errorMessage(error, [400])}</Alert>;
  } else if (data.Total === 0) {
    results = <NoMatches q={q} />;
  } else {
    const pageCount = Math.min(Math.ceil(data.Total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE);
    results = (
      <>
        <BookResultsGrid
          books={data.SearchList}
          page={page}
          pageSize={SEARCH_PAGE_SIZE}
          pageCount={pageCount}
          totalLabel={totalLabel(data.Total)}
          emptyPageText={`No more results: this search has ${totalLabel(data.Total)} books.`}
          listLabel="Results"
          paginationLabel="Result pages"
          onPage={goTo}
        />
      </>
    );
  }

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {q ? `Results for "${q}"` : 'Search'}
      </Typography>
      <Box sx={{ height: 4, mb: 2 }}>
        {isFetching && !isLoading ? <LinearProgress aria-label="Updating results" /> : null}
      </Box>
      {results}
    </Box>
  );
}
