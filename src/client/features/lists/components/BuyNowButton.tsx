import Button, { type ButtonProps } from '@mui/material/Button';
import ShoppingCartCheckoutOutlinedIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import { useNavigate } from 'react-router-dom';
import { uiPaths } from '../../../../shared/ui-paths';
import type { CartState } from '../useBookListStatus';
import { useBookListActions } from '../useBookListActions';
import { useTranslate } from '../../../i18n/translate';
import { listsMessages } from '../lists.messages';

/**
 * Buy now: to the cart, whose Checkout pays for it, with the book in it (added first unless it is
 * there already). The cart is the one place that pays, so a single book is bought the same way as
 * many. An add that is refused (a visitor: the offer to log in; an owned book: the server's
 * reason) stays on the page. Nothing for an owner, who has nothing to buy.
 */
export function BuyNowButton({
  bookId,
  cart,
  size = 'large',
}: {
  bookId: string;
  cart: CartState;
  size?: ButtonProps['size'];
}) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { addToCart, addingToCart } = useBookListActions({ bookId });
  if (cart === 'owned') return null;
  const buy = async () => {
    if (cart === 'inCart' || (await addToCart(bookId))) navigate(uiPaths.cart);
  };
  return (
    <Button
      variant="contained"
      size={size}
      startIcon={<ShoppingCartCheckoutOutlinedIcon />}
      onClick={() => void buy()}
      disabled={cart === 'checking' || addingToCart}
    >
      {t(listsMessages.buyNow)}
    </Button>
  );
}
