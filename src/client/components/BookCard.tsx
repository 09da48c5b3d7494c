import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import { formatDiscountPercent } from '../../shared/money';
import { truncateTitle } from '../../shared/text';
import type { BookCardItem } from '../../shared/contract/catalog.contract';
import { BookCover } from './BookCover';
import { Price } from './Price';
import { uiPaths } from '../../shared/ui-paths';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

interface BookCardProps {
  book: BookCardItem;
  /** Cut the title to TITLE_TRUNCATE_LENGTH plus '...' (originals, new arrivals). */
  truncate?: boolean;
  showDiscountTag?: boolean;
  /** The readers' average with a star, when the book has ratings (decision 042). */
  showRating?: boolean;
  /** Struck-through price before the discounted one (best sellers). */
  originalFirst?: boolean;
  width?: number;
  eager?: boolean;
}

/** A book on the home page or product page; the whole card opens /product/{Id}. */
export function BookCard({
  book,
  truncate = false,
  showDiscountTag = false,
  showRating = false,
  originalFirst = false,
  width = 180,
  eager = false,
}: BookCardProps) {
  const shownTitle = truncate ? truncateTitle(book.Title) : book.Title;
  const t = useTranslate();
  return (
    <Card
      sx={{
        width,
        flexShrink: 0,
        bgcolor: 'background.paper',
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: 3 },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={uiPaths.product(book.Id)}
        sx={{ p: 1.5, height: '100%', alignItems: 'flex-start' }}
      >
        <Box sx={{ position: 'relative' }}>
          <BookCover src={book.CoverImage} alt={book.Title} eager={eager} />
          {showDiscountTag && book.Discount > 0 ? (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 1,
                py: 0.25,
                borderRadius: 3,
                bgcolor: 'discount.main',
                color: 'discount.contrastText',
                fontSize: '0.8rem',
                fontWeight: 700,
              }}
            >
              {t(componentsMessages.discountOff, { percent: formatDiscountPercent(book.Discount) })}
            </Box>
          ) : null}
        </Box>
        <Typography
          component="h3"
          variant="h5"
          title={book.Title}
          sx={{ mt: 1.5, minHeight: '2.6em', overflowWrap: 'anywhere' }}
        >
          {shownTitle}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {book.Gener}
        </Typography>
        {/* Null while nobody has rated the book (RatingCount 0): then no stars at all. */}
        {showRating && book.AverageRating ? (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
            aria-label={t(componentsMessages.rated, { rating: book.AverageRating })}
            role="img"
          >
            {/* An SvgIcon without titleAccess is aria-hidden by itself. */}
            <StarIcon color="rating" sx={{ fontSize: 18 }} />
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} aria-hidden="true">
              {book.AverageRating}
            </Typography>
          </Box>
        ) : null}
        <Price book={book} originalFirst={originalFirst} />
      </CardActionArea>
    </Card>
  );
}
