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
import { useTranslate } from '../../../i18n/translate';
import { listsMessages } from '../lists.messages';

/** Spec section 2, Wishlist: rows with image, name, trash icon and Add to cart (which moves the book). */
export function WishlistPage() {
  const t = useTranslate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const list = useGetWishlistQuery(userId, { skip: !isLoggedIn || !userId });
  const { removeFromWishlist, moveToCart, removing, addingToCart } = useBookListActions();
  return (
    <BookListPage
      title={t(listsMessages.wishlistTitle)}
      isLoggedIn={isLoggedIn}
      loginText={t(listsMessages.wishlistLogin)}
      loadingLabel={t(listsMessages.loadingWishlist)}
      emptyText={t.text(messages.wishlistEmpty)}
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
                {t(listsMessages.addToCart)}
              </Button>
              <IconButton
                aria-label={t(listsMessages.removeFromWishlist, { title: item.Books.BookName })}
                title={t(listsMessages.remove)}
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
