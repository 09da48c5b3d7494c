import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import { BookListPage, BookListRow } from '../components/BookListPage';
import { useBookListActions } from '../useBookListActions';
import { selectIsLoggedIn, selectUserId } from '../../session';
import { useGetWishlistQuery } from '../../wishlist';

/** Spec section 2, Wishlist: rows with image, name, trash icon and Add to cart (which moves the book). */
export function WishlistPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const list = useGetWishlistQuery(userId, { skip: !isLoggedIn || !userId });
  const { removeFromWishlist, moveToCart, removing, addingToCart } = useBookListActions();
  return (
    <BookListPage
      title="My Wishlist"
      isLoggedIn={isLoggedIn}
      loginText="Please log in to see your wishlist."
      loadingLabel="Loading wishlist"
      emptyText={messages.wishlistEmpty}
      list={list}
      renderRow={(item) => (
        <BookListRow
          item={item}
          actions={
            <>
              <Button
                variant="contained"
                size="small"
                startIcon={<ShoppingCartOutlinedIcon />}
                onClick={() => void moveToCart(item)}
                disabled={addingToCart || removing}
                sx={(theme) => theme.mixins.compactButton}
              >
                Add to cart
              </Button>
              <IconButton
                aria-label={`Remove ${item.Books.BookName} from wishlist`}
                title="Remove"
                onClick={() => void removeFromWishlist(item)}
                disabled={removing}
                sx={{ color: 'error.main' }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </>
          }
        />
      )}
    />
  );
}
