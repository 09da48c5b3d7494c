import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '../../../i18n/Trans';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME, SHOP_PAGE_SIZE } from '../../../../shared/constants';
import { SEARCH_MAX_PAGE, SEARCH_TOTAL_CAP } from '../../../../shared/contract/search.contract';
import { errorMessage } from '../../../lib/api';
import { BookResultsGrid } from '../../shop';
import { searchQueryProblem, useSearchBooksQuery } from '../search.api';
import { searchTextOf, uiPaths } from '../../../../shared/ui-paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { searchMessages } from '../search.messages';

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
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {t(searchMessages.noMatches, { q })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary', '& li': { mb: 0.5 } }}>
        <li>{t(searchMessages.checkSpelling)}</li>
        <li>{t(searchMessages.tryAuthor)}</li>
        <li>
          <Trans
            {...searchMessages.orBrowseShop}
            components={{ 0: <Link component={RouterLink} to={uiPaths.shop} /> }}
          />
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

  const t = useTranslate();
  useDocumentTitle(
    q
      ? t(searchMessages.resultsDocumentTitle, { q, product: PRODUCT_NAME })
      : t(searchMessages.searchDocumentTitle, { product: PRODUCT_NAME }),
  );

  const goTo = (next: number) => {
    const search = new URLSearchParams({ q });
    if (next > 1) search.set('page', String(next));
    setParams(search);
  };

  let results;
  if (problem !== null) {
    results = <Alert severity="info">{t.text(problem)}</Alert>;
  } else if (isLoading) {
    results = (
      <Box
        role="status"
        aria-label={t(searchMessages.loadingResults)}
        sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
      >
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
          emptyPageText={t(searchMessages.noMoreResults, { total: totalLabel(data.Total) })}
          listLabel={t(searchMessages.results)}
          paginationLabel={t(searchMessages.resultPages)}
          onPage={goTo}
        />
      </>
    );
  }

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {q ? t(searchMessages.resultsFor, { q }) : t(searchMessages.search)}
      </Typography>
      <Box sx={{ height: 4, mb: 2 }}>
        {isFetching && !isLoading ? <LinearProgress aria-label={t(searchMessages.updatingResults)} /> : null}
      </Box>
      {results}
    </Box>
  );
}
