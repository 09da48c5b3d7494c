import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ListItem } from '../../../../shared/contract/cart.contract';
import { discountedPaiseOf } from '../../../../shared/money';
import { BookCover } from '../../../components/BookCover';
import { priceText } from '../../../components/Price';
import { uiPaths } from '../../../../shared/ui-paths';
import { RetryAlert } from '../../../components/RetryAlert';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { listsMessages } from '../lists.messages';

export const productPath = (item: ListItem) => uiPaths.product(item.ProductId);

/** One row of the cart or the wishlist: cover, name (to the product page), price, and the page's buttons. */
export function BookListRow({
  item,
  showPrice = true,
  price,
  actions,
}: {
  item: ListItem;
  showPrice?: boolean;
  /** The price as the page shows it instead of the sale price (the cart's, with a coupon). */
  price?: ReactNode;
  actions: ReactNode;
}) {
  const name = item.Books.BookName;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2.5 },
        p: { xs: 1.5, sm: 2 },
        listStyle: 'none',
      }}
    >
      <Box
        component={RouterLink}
        to={productPath(item)}
        tabIndex={-1}
        aria-hidden
        sx={{ flex: '0 0 auto', width: { xs: 56, sm: 72 } }}
      >
        <BookCover src={item.Books.BooksImage} alt="" />
      </Box>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Typography component="h2" variant="h5" sx={{ flex: '1 1 12rem' }}>
          <Link component={RouterLink} to={productPath(item)} color="inherit" underline="hover">
            {name}
          </Link>
        </Typography>
        {showPrice &&
          (price ?? (
            <Typography color="price" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {priceText(discountedPaiseOf(item.Books))}
            </Typography>
          ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '0 0 auto' }}>{actions}</Box>
    </Paper>
  );
}

interface BookListPageProps {
  title: string;
  isLoggedIn: boolean;
  /** Shown to a visitor instead of the list ("Log in to see your cart."). */
  loginText: string;
  /** The accessible name of the loading indicator. */
  loadingLabel: string;
  emptyText: string;
  list: { data?: ListItem[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  renderRow: (item: ListItem) => ReactNode;
  /** Below a non-empty list (the cart's total and Checkout). */
  footer?: ReactNode;
}

/**
 * The cart and the wishlist page: heading, then a visitor's login prompt, the loading state, the
 * generic error in place of the list, the empty text, or the rows.
 */
export function BookListPage({
  title,
  isLoggedIn,
  loginText,
  loadingLabel,
  emptyText,
  list,
  renderRow,
  footer,
}: BookListPageProps) {
  const t = useTranslate();
  useDocumentTitle(documentTitles.named(title));
  // A visitor logs in and comes back to this list.
  const { pathname } = useLocation();
  let content: ReactNode;
  if (!isLoggedIn) {
    content = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{loginText}</Typography>
        <Button component={RouterLink} to={uiPaths.loginReturning({ returnTo: pathname })} variant="contained">
          {t(listsMessages.login)}
        </Button>
      </Box>
    );
  } else if (list.isLoading) {
    content = (
      <Box role="status" aria-label={loadingLabel} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  } else if (list.isError || !list.data) {
    content = <RetryAlert onRetry={list.refetch} sx={{ my: 3 }} />;
  } else if (list.data.length === 0) {
    content = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="lead" sx={{ mb: 3 }}>
          {emptyText}
        </Typography>
        <Button component={RouterLink} to={uiPaths.shop} variant="contained">
          {t(listsMessages.browseShop)}
        </Button>
      </Box>
    );
  } else {
    content = (
      <>
        <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}>
          {list.data.map((item) => (
            <Fragment key={item._id}>{renderRow(item)}</Fragment>
          ))}
        </Box>
        {footer}
      </>
    );
  }
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {content}
    </Box>
  );
}
