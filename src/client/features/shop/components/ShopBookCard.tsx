import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopBook } from '../../../../shared/contract/catalog.contract';
import { BookCover } from '../../../components/BookCover';
import { Price } from '../../../components/Price';
import { useBookListActions } from '../../lists';
import { uiPaths } from '../../../../shared/ui-paths';

/**
 * A book in the shop grid; its cart and wishlist buttons add the book (a visitor gets the login
 * warning). The first row's covers are eager (in view at once), the very first one the priority.
 */
export function ShopBookCard({ book, eager = false, priority = false }: { book: ShopBook; eager?: boolean; priority?: boolean }) {
  const { addToCart, addToWishlist, addingToCart, addingToWishlist } = useBookListActions();
  const productPath = uiPaths.product(book.Id);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', p: 1.5, pb: 0 }}>
        <Box
          component={RouterLink}
          to={productPath}
          sx={{ display: 'block', borderRadius: 1 }}
        >
          <BookCover src={book.BooksImage} alt={book.BookName} eager={eager} priority={priority} />
        </Box>
        <IconButton
          aria-label={`Add ${book.BookName} to wishlist`}
          onClick={() => void addToWishlist(book.Id)}
          disabled={addingToWishlist}
          size="small"
          sx={[(theme) => theme.mixins.overlayControl, { position: 'absolute', top: 20, right: 20 }]}
        >
          <FavoriteBorderIcon fontSize="small" />
        </IconButton>
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
        <Button
          fullWidth
          variant="contained"
          startIcon={<ShoppingCartOutlinedIcon />}
          onClick={() => void addToCart(book.Id)}
          disabled={addingToCart}
          sx={(theme) => theme.mixins.compactButton}
        >
          Add to cart
        </Button>
      </Box>
    </Card>
  );
}
