import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Trans } from '../../../i18n/Trans';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_MAX_DEPTH, shopLastPage } from '../../../../shared/constants';
import { documentTitles } from '../../../../shared/document-titles';
import { formatCount } from '../../../../shared/messages';
import { uiRoutes } from '../../../../shared/ui-paths';
import { FilterSidebar } from '../components/FilterSidebar';
import { BookResultsGrid } from '../components/BookResultsGrid';
import { useGetAllBooksQuery } from '../shop.api';
import { filtersCleared, pageSet } from '../shop.slice';
import { useShopFilters } from '../useShopFilters';
import { HydrateApart } from '../../../components/HydrateApart';
import { RetryAlert } from '../../../components/RetryAlert';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { shopMessages } from '../shop.messages';

/**
 * Paging stops at the first SHOP_MAX_DEPTH books. The note says so below the pagination on every
 * page of such a result (not only on its last reachable page), so the shopper knows from the start
 * why the page numbers end and what to do instead. "search" opens the search page.
 */
function DepthNote({ total }: { total: number }) {
  const { id, message } = shopMessages.depthNote;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 2 }}>
      <Trans
        id={id}
        message={message}
        values={{ max: formatCount(SHOP_MAX_DEPTH), total: formatCount(total) }}
        components={{ 0: <Link component={RouterLink} to={uiRoutes.search} /> }}
      />
    </Typography>
  );
}

export function ShopPage() {
  const t = useTranslate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { filters, ready, update } = useShopFilters();
  const { data, isLoading, isFetching, isError, refetch } = useGetAllBooksQuery(filters, { skip: !ready });

  useDocumentTitle(documentTitles.named(t(shopMessages.documentTitle)));

  const active =
    filters.genreIds.length > 0 ||
    filters.authorIds.length > 0 ||
    filters.languages.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null;
  // The last page the server pages to: SHOP_MAX_DEPTH books at most, however many match.
  const pageCount = data ? shopLastPage(data.Total, data.PageSize) : 0;
  const sidebar = <FilterSidebar facets={data?.Filters} filters={filters} onChange={update} />;
  const clear = () => update(filtersCleared());

  let results;
  if (!ready || isLoading) {
    results = (
      <Box
        role="status"
        aria-label={t(shopMessages.loadingBooks)}
        sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
      >
        <CircularProgress />
      </Box>
    );
  } else if (isError || !data) {
    results = <RetryAlert onRetry={refetch} />;
  } else if (data.BooksList.length === 0) {
    results = (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t(shopMessages.noMatch)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t(shopMessages.tryAnother)}</Typography>
        {active || filters.page > 1 ? (
          <Button variant="contained" onClick={clear}>
            {t(shopMessages.clearFilters)}
          </Button>
        ) : null}
      </Box>
    );
  } else {
    results = (
      <>
        <BookResultsGrid
          books={data.BooksList}
          page={data.Page}
          pageSize={data.PageSize}
          pageCount={pageCount}
          totalLabel={formatCount(data.Total)}
          listLabel={t(shopMessages.bookList)}
          paginationLabel={t(shopMessages.shopPages)}
          onPage={(page) => update(pageSet(page))}
        />
        {data.Total > SHOP_MAX_DEPTH ? <DepthNote total={data.Total} /> : null}
      </>
    );
  }

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {t(shopMessages.heading)}
        </Typography>
        {active ? (
          <Button variant="text" onClick={clear}>
            {t(shopMessages.clearFilters)}
          </Button>
        ) : null}
        {/* Phones filter in a drawer, wider screens in the sidebar: chosen by CSS, so the page the
            server rendered is the one the browser hydrates, whatever the screen. */}
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          {t(shopMessages.filters)}
        </Button>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {isFetching && !isLoading ? <LinearProgress aria-label={t(shopMessages.updatingBooks)} /> : null}
      </Box>
      <Grid container spacing={4}>
        {/* Hidden on a phone, so never seen there: hydrated only on a wider screen. */}
        <Grid size={{ md: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          {drawerOpen ? null : <HydrateApart whenSeen>{sidebar}</HydrateApart>}
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>{results}</Grid>
      </Grid>
      {/* One sidebar at a time: the drawer's while it is open (the page's is hidden then anyway). */}
      <Drawer
        anchor="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { 'aria-label': t(shopMessages.filters) } }}
      >
        <Box sx={{ width: 300, p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={t(shopMessages.closeFilters)} onClick={() => setDrawerOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {sidebar}
          <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setDrawerOpen(false)}>
            {t(shopMessages.showBooks)}
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
