import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { PreviewCouponResponse } from '../../../../shared/contract/coupons.contract';
import { couponTexts } from '../../../../shared/coupon-texts';
import { messages } from '../../../../shared/messages';
import { cartTotalPaise, formatRupees } from '../../../../shared/money';
import { useAppSelector } from '../../../app/hooks';
import {
  BillingDetailsSection,
  CouponLinePrice,
  CouponSection,
  OrderSuccessDialog,
  PaymentNotCompleted,
  useBillingDetails,
  useCheckout,
  useCouponCode,
} from '../../checkout';
import { BookListPage, BookListRow } from '../components/BookListPage';
import { useBookListActions } from '../useBookListActions';
import { selectIsLoggedIn, selectUserId } from '../../session';
import type { CartItem } from '../../../../shared/contract/cart.contract';
import { useGetCartlistQuery } from '../../cart';
import { useTranslate } from '../../../i18n/translate';
import { listsMessages } from '../lists.messages';

const NO_ITEMS: CartItem[] = [];

/** The cart's total before the coupon, and what the applied coupon takes off it. */
function CouponRows({ coupon }: { coupon: PreviewCouponResponse }) {
  const t = useTranslate();
  const row = (label: string, amount: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ whiteSpace: 'nowrap' }}>{amount}</Typography>
    </Box>
  );
  return (
    <Box sx={{ flexBasis: '100%', display: 'grid', gap: 0.5 }}>
      {row(t(listsMessages.subtotal), formatRupees(coupon.Subtotal))}
      {row(t(listsMessages.couponRow, { code: coupon.CouponCode }), couponTexts.minus(formatRupees(coupon.Discount)))}
    </Box>
  );
}

function CartSummary({
  items,
  coupon,
  checkout,
  busy,
}: {
  items: CartItem[];
  /** The cart priced with the applied coupon: its total is what checkout charges. */
  coupon: PreviewCouponResponse | null;
  checkout: () => Promise<void>;
  busy: boolean;
}) {
  const t = useTranslate();
  const total = coupon ? coupon.Total : cartTotalPaise(items.map((item) => item.Books));
  return (
    <Paper
      variant="outlined"
      sx={{
        mt: 3,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      {coupon ? <CouponRows coupon={coupon} /> : null}
      <Typography variant="lead" sx={{ fontWeight: 400 }}>
        {t(listsMessages.total)}{' '}
        <Box component="strong" sx={{ color: 'price.main' }}>
          {formatRupees(total)}
        </Box>
      </Typography>
      <Button
        variant="contained"
        size="large"
        // Spec section 2: does nothing when the total is 0 (useCheckout returns at once).
        onClick={() => void checkout()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ minWidth: { xs: '100%', sm: 180 } }}
      >
        {t(listsMessages.checkout)}
      </Button>
    </Paper>
  );
}

/**
 * Spec section 2, Cart: rows, total with two decimals, Checkout and the 'Order Successful' modal;
 * 'Payment not completed' with Try again when Checkout was closed without paying.
 */
export function CartPage() {
  const t = useTranslate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const list = useGetCartlistQuery(userId, { skip: !isLoggedIn || !userId });
  const { removeFromCart, removing } = useBookListActions();
  const items = list.data ?? NO_ITEMS;
  // Beside the list, not in its footer: a paid order empties the cart, and the dialog must stay.
  const { checkout, busy, succeeded, closeSuccess, notCompleted, tryAgain, closeNotCompleted } = useCheckout(items);
  const billing = useBillingDetails();
  const coupon = useCouponCode(items);
  // The billing details first: a mistake in them is shown under its field, and nothing is ordered.
  const checkoutWithBilling = async () => {
    const fields = await billing.collect();
    if (fields !== null) await checkout(fields, coupon.forCheckout);
  };
  // A line the coupon discounts shows its price before it struck through, then what it costs.
  const couponPrice = (item: CartItem) => {
    const line = coupon.preview?.Lines.find((priced) => priced.BookId === item.Books.BookId);
    return line && line.Discount > 0 ? <CouponLinePrice line={line} /> : undefined;
  };
  return (
    <>
      <BookListPage
        title={t(listsMessages.cartTitle)}
        isLoggedIn={isLoggedIn}
        loginText={t(listsMessages.cartLogin)}
        loadingLabel={t(listsMessages.loadingCart)}
        emptyText={t.text(messages.cartEmpty)}
        list={list}
        renderRow={(item) => (
          <BookListRow
            item={item}
            price={couponPrice(item)}
            actions={
              <IconButton
                aria-label={t(listsMessages.removeFromCart, { title: item.Books.BookName })}
                title={t(listsMessages.remove)}
                onClick={() => void removeFromCart(item)}
                disabled={removing || busy}
                sx={{ color: 'error.main' }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          />
        )}
        footer={
          <>
            <PaymentNotCompleted
              order={notCompleted}
              onTryAgain={() => void tryAgain()}
              onClose={closeNotCompleted}
              busy={busy}
              sx={{ mt: 3 }}
            />
            <BillingDetailsSection form={billing.form} disabled={busy} />
            <CouponSection
              form={coupon.form}
              apply={coupon.apply}
              remove={coupon.remove}
              preview={coupon.preview}
              pricing={coupon.pricing}
              disabled={busy}
            />
            <CartSummary items={items} coupon={coupon.preview} checkout={checkoutWithBilling} busy={busy} />
          </>
        }
      />
      <OrderSuccessDialog open={succeeded} onClose={closeSuccess} />
    </>
  );
}
