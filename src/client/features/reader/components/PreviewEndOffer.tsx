import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BookDetail } from '../../../../shared/contract/catalog.contract';
import { Price } from '../../../components/Price';
import { isFreeBook, useBookListStatus } from '../../lists';
import { useTranslate } from '../../../i18n/translate';
import { readerMessages } from '../reader.messages';
import { BookOfferButtons } from './BookOfferButtons';

const HEADING_ID = 'preview-end-heading';

/**
 * Shown with the preview's last page, so its end is not a dead end: the book to buy, or, for an
 * owner, the full book to read on. It sticks to the bottom of the screen while the page is taller
 * than the window (it is in view without scrolling) and settles under the page at the end.
 */
export function PreviewEndOffer({ bookId, book }: { bookId: string; book: BookDetail | undefined }) {
  const t = useTranslate();
  const { cart } = useBookListStatus(bookId);
  const owned = cart === 'owned';
  const free = book !== undefined && isFreeBook(book);
  return (
    <Box
      component="section"
      aria-labelledby={HEADING_ID}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        width: '100%',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 8,
        px: 2,
        py: { xs: 1.5, sm: 2 },
      }}
    >
      <Box
        sx={{
          maxWidth: 800,
          mx: 'auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: { xs: 1.5, sm: 2 },
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography id={HEADING_ID} component="h2" variant="h5">
            {t(readerMessages.endOfPreview)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {owned
              ? t(readerMessages.ownedReadOn)
              : free
                ? t(readerMessages.getFreeToReadOn, { title: book.Title })
                : book
                  ? t(readerMessages.buyToReadOn, { title: book.Title })
                  : t(readerMessages.buyTheBookToReadOn)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {book && !owned ? <Price book={book} /> : null}
          <BookOfferButtons bookId={bookId} cart={cart} free={free} />
        </Box>
      </Box>
    </Box>
  );
}
