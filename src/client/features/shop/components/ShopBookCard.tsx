import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Theme } from '@mui/material/styles';
import type { ShopBook } from '../../../../shared/contract/catalog.contract';
import { BookCover } from '../../../components/BookCover';
import { Price } from '../../../components/Price';
import { GetItFreeButton, isFreeBook, useBookListActions, useShopperShelves } from '../../lists';
import { uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';
import { shopMessages } from '../shop.messages';

const heartSx = [(theme: Theme) => theme.mixins.overlayControl, { position: 'absolute', top: 20, right: 20 }] as const;
const compactSx = (theme: Theme) => theme.mixins.compactButton;

/**
 * A book in the shop grid, with the product page's states: its cart button adds the book, or
 * reads View Cart once it is in the cart and Read now once it is owned; the heart adds it to the
 * wishlist, or is filled and leads to the wishlist once it is there (a visitor gets Add and the
 * login warning). A free book's button is Get it free (decision 047) until it is owned. The first
 * row's covers are eager (in view at once), the very first one the priority.
 */
export function ShopBookCard({
  book,
  eager = false,
  priority = false,
}: {
  book: ShopBook;
  eager?: boolean;
  priority?: boolean;
}) {
  const t = useTranslate();
  // Every card reads the same three lists (RTK Query asks once for the grid).
  const shelf = useShopperShelves()(book.Id);
  const { addToCart, addToWishlist, addingToCart, addingToWishlist } = useBookListActions({ bookId: book.Id });
  const productPath = uiPaths.product(book.Id);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', p: 1.5, pb: 0 }}>
        <Box component={RouterLink} to={productPath} sx={{ display: 'block', borderRadius: 1 }}>
          <BookCover src={book.BooksImage} alt={book.BookName} eager={eager} priority={priority} />
        </Box>
        {shelf.wishlisted ? (
          <IconButton
            component={RouterLink}
            to={uiPaths.wishlist}
            aria-label={t(shopMessages.inWishlist, { title: book.BookName })}
            size="small"
            sx={heartSx}
          >
            <FavoriteIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton
            aria-label={t(shopMessages.addToWishlist, { title: book.BookName })}
            onClick={() => void addToWishlist(book.Id)}
            disabled={addingToWishlist}
            size="small"
            sx={heartSx}
          >
            <FavoriteBorderIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, pb: 1 }}>
        <Typography component="h3" variant="h5">
          <Link component={RouterLink} to={productPath} color="inherit" underline="hover">
            {book.BookName}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {book.Gener}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Price book={book} />
        </Box>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        {shelf.cart === 'owned' ? (
          <Button
            fullWidth
            variant="contained"
            component={RouterLink}
            to={uiPaths.read(book.Id)}
            startIcon={<MenuBookOutlinedIcon />}
            sx={compactSx}
          >
            {t(shopMessages.readNow)}
          </Button>
        ) : isFreeBook(book) ? (
          <GetItFreeButton bookId={book.Id} size="medium" fullWidth sx={compactSx} />
        ) : shelf.cart === 'inCart' ? (
          <Button
            fullWidth
            variant="outlined"
            component={RouterLink}
            to={uiPaths.cart}
            startIcon={<ShoppingCartOutlinedIcon />}
            sx={compactSx}
          >
            {t(shopMessages.viewCart)}
          </Button>
        ) : (
          <Button
            fullWidth
            variant="contained"
            startIcon={<ShoppingCartOutlinedIcon />}
            onClick={() => void addToCart(book.Id)}
            disabled={addingToCart}
            sx={compactSx}
          >
            {t(shopMessages.addToCart)}
          </Button>
        )}
      </Box>
    </Card>
  );
}
