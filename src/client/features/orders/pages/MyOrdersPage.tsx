import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '../../../../shared/contract/orders.contract';
import { messages } from '../../../../shared/messages';
import { uiPaths } from '../../../../shared/ui-paths';
import { useAppSelector } from '../../../app/hooks';
import { SignedInListState } from '../../../components/SignedInListState';
import { selectIsLoggedIn, selectUserId } from '../../session';
import { OrderCard } from '../components/OrderCard';
import { useReceiptPrinting } from '../components/receiptPrinting';
import { useGetOrdersQuery } from '../orders.api';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

function OrdersLoading() {
  return (
    <Box role="status" aria-label="Loading your orders" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={160} />
      ))}
    </Box>
  );
}

function OrdersEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <ReceiptLongOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{messages.ordersEmpty}</Typography>
      <Button component={RouterLink} to={uiPaths.shop} variant="contained">
        Browse the shop
      </Button>
    </Box>
  );
}

function OrderList({ orders }: { orders: OrderSummary[] }) {
  const { print, receiptProps, printStyles } = useReceiptPrinting();
  return (
    <>
      {printStyles}
      <Box component="ul" aria-label="Orders" sx={{ display: 'grid', gap: 2, p: 0, m: 0, minWidth: 0 }}>
        {orders.map((order) => (
          <OrderCard key={order.OrderId} order={order} onPrint={print} printProps={receiptProps(order.OrderId)} />
        ))}
      </Box>
    </>
  );
}

/** /orders: the user's orders, newest first, each with its state, books and amounts, and a receipt to print. */
export function MyOrdersPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const { data: orders, isLoading, isError, refetch } = useGetOrdersQuery(userId, { skip });

  useDocumentTitle(documentTitles.named('My Orders'));

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        My Orders
      </Typography>
      <SignedInListState
        signedOut={skip}
        isLoading={isLoading}
        isError={isError || !orders}
        isEmpty={orders?.length === 0}
        onRetry={() => void refetch()}
        loading={<OrdersLoading />}
        empty={<OrdersEmpty />}
      >
        {orders ? <OrderList orders={orders} /> : null}
      </SignedInListState>
    </Box>
  );
}
