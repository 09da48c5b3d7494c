import Button, { type ButtonProps } from '@mui/material/Button';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { uiPaths } from '../../../../shared/ui-paths';
import type { CartState } from '../useBookListStatus';
import { useBookListActions } from '../useBookListActions';
import { useTranslate } from '../../../i18n/translate';
import { listsMessages } from '../lists.messages';

interface BookCartButtonProps {
  bookId: string;
  /** Where the book stands (useBookListStatus), read once by the caller for all its buttons. */
  cart: CartState;
  size?: ButtonProps['size'];
  /** Of View Cart and Add to cart; Read now is always contained, as an owner's one way on. */
  variant?: ButtonProps['variant'];
}

/**
 * One book's cart button, by where it stands: Read now (the full book) once owned, View Cart once
 * in the cart, else Add to cart (off while the checks run or the add is on its way; a visitor's
 * tap answers with the offer to log in). The product page and the reader's offers show this one.
 */
export function BookCartButton({ bookId, cart, size = 'large', variant = 'contained' }: BookCartButtonProps) {
  const t = useTranslate();
  const { addToCart, addingToCart } = useBookListActions({ bookId });
  if (cart === 'owned') {
    return (
      <Button
        component={RouterLink}
        to={uiPaths.read(bookId)}
        variant="contained"
        size={size}
        startIcon={<MenuBookOutlinedIcon />}
      >
        {t(listsMessages.readNow)}
      </Button>
    );
  }
  if (cart === 'inCart') {
    return (
      <Button
        component={RouterLink}
        to={uiPaths.cart}
        variant={variant}
        size={size}
        startIcon={<ShoppingCartOutlinedIcon />}
      >
        {t(listsMessages.viewCart)}
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<ShoppingCartOutlinedIcon />}
      onClick={() => void addToCart(bookId)}
      disabled={cart === 'checking' || addingToCart}
    >
      {t(listsMessages.addToCart)}
    </Button>
  );
}
