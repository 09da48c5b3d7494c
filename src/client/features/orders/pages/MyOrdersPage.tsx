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
import { errorStatus, serverMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { OrderSuccessDialog, PaymentNotCompleted, useOrderPayment } from '../../checkout';
import { selectIsLoggedIn, selectUserId } from '../../session';
import { OrderCard, type AwaitingOrderActions } from '../components/OrderCard';
import { useReceiptPrinting } from '../components/receiptPrinting';
import { useCancelOrderMutation, useGetOrdersQuery } from '../orders.api';
import { useDocumentDownload } from '../documentDownload';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { translate, useTranslate } from '../../../i18n/translate';
import { ordersMessages as texts } from '../orders.messages';

function OrdersLoading() {
  const t = useTranslate();
  return (
    <Box role="status" aria-label={t(texts.loading)} sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={160} />
      ))}
    </Box>
  );
}

function OrdersEmpty() {
  const t = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <ReceiptLongOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{t.text(messages.ordersEmpty)}</Typography>
      <Button component={RouterLink} to={uiPaths.shop} variant="contained">
        {t(texts.browseShop)}
      </Button>
    </Box>
  );
}

function OrderList({ orders, awaiting }: { orders: OrderSummary[]; awaiting: AwaitingOrderActions }) {
  const t = useTranslate();
  const { print, receiptProps, printStyles } = useReceiptPrinting();
  const { download, isDownloading } = useDocumentDownload();
  // Read once per render: an order past its time offers no Pay now (the server would refuse it).
  const now = Date.now();
  return (
    <>
      {printStyles}
      <Box component="ul" aria-label={t(texts.ordersList)} sx={{ display: 'grid', gap: 2, p: 0, m: 0, minWidth: 0 }}>
        {orders.map((order) => (
          <OrderCard
            key={order.OrderId}
            order={order}
            onPrint={print}
            onDownload={(document) => void download(document)}
            isDownloading={isDownloading}
            printProps={receiptProps(order.OrderId)}
            awaiting={awaiting}
            now={now}
          />
        ))}
      </Box>
    </>
  );
}

/**
 * Pay now (Checkout again for the same order) and Cancel of the orders awaiting payment, with
 * Checkout's outcomes: 'Payment not completed' with Try again, 'Order Successful'.
 */
function useAwaitingOrders() {
  const payment = useOrderPayment();
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const { notCompleted, closeNotCompleted } = payment;
  const cancel = async (order: OrderSummary) => {
    try {
      const answer = await cancelOrder({ OrderId: order.OrderId }).unwrap();
      notify.success(translate.text(answer.Message));
      // The notice of this order's payment not completed has nothing left to try.
      if (notCompleted?.number === order.OrderId) closeNotCompleted();
    } catch (error) {
      if (errorStatus(error) !== 401) notify.error(serverMessage(error));
    }
  };
  const actions: AwaitingOrderActions = {
    onPay: (order) => void payment.payOrder(order.OrderId, order.Lines.length),
    onCancel: (order) => void cancel(order),
    busy: payment.busy || cancelling.isLoading,
  };
  return { payment, actions };
}

/**
 * /orders: the user's orders, newest first, each with its state, books and amounts, and a receipt
 * to print; an order awaiting payment can be paid (Pay now) or cancelled.
 */
export function MyOrdersPage() {
  const t = useTranslate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const { data: orders, isLoading, isError, refetch } = useGetOrdersQuery(userId, { skip });
  const { payment, actions } = useAwaitingOrders();

  useDocumentTitle(documentTitles.named(t(texts.title)));

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t(texts.title)}
      </Typography>
      <PaymentNotCompleted
        order={payment.notCompleted}
        onTryAgain={() => void payment.tryAgain()}
        onClose={payment.closeNotCompleted}
        busy={payment.busy}
        sx={{ mb: 3 }}
      />
      <SignedInListState
        signedOut={skip}
        isLoading={isLoading}
        isError={isError || !orders}
        isEmpty={orders?.length === 0}
        onRetry={() => void refetch()}
        loading={<OrdersLoading />}
        empty={<OrdersEmpty />}
      >
        {orders ? <OrderList orders={orders} awaiting={actions} /> : null}
      </SignedInListState>
      <OrderSuccessDialog open={payment.succeeded} onClose={payment.closeSuccess} />
    </Box>
  );
}
