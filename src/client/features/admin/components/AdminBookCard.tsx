import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDiscountPercent, formatRupees, rupeesToPaise } from '../../../../shared/money';
import { priceText } from '../../../components/Price';
import {
  EditBookButton,
  HiddenFromShopChip,
  JustAddedChip,
  VisibilitySwitch,
  type AdminBookItemProps,
  type VisibilityFlag,
} from './AdminBookControls';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { flagLabel } from './bookLabels';

const VISIBILITY_FLAGS: readonly VisibilityFlag[] = ['IsActive', 'IsApproved'];

/**
 * A book in Manage Books on a phone: the table's facts stacked beside the cover, and its actions
 * (Active, Approved, Edit) on a row of their own, labelled as the table's headings label them.
 */
export function AdminBookCard({ book, onToggle, onEdit, justAdded }: AdminBookItemProps) {
  const t = useTranslate();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: '48px 1fr',
        columnGap: 1.5,
        rowGap: 1,
        borderColor: justAdded ? 'primary.main' : undefined,
      }}
    >
      <Box
        component="img"
        src={book.CoverImage}
        alt=""
        loading="lazy"
        sx={{ width: 48, height: 72, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {book.BookName}
          <JustAddedChip justAdded={justAdded} />
          <HiddenFromShopChip book={book} />
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
        >{`${book.AuthorName} · ${book.Gener} · ${book.Format}`}</Typography>
        <Typography variant="body2">
          {book.Price === 0
            ? priceText(0)
            : t(adminMessages.bookPriceOff, {
                price: formatRupees(rupeesToPaise(book.Price)),
                discount: formatDiscountPercent(book.Discount),
              })}
        </Typography>
      </Box>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 1,
        }}
      >
        {VISIBILITY_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={flagLabel(t, flag)}
            control={<VisibilitySwitch book={book} flag={flag} onToggle={onToggle} />}
            sx={{ mr: 0 }}
          />
        ))}
        <EditBookButton book={book} onEdit={onEdit} />
      </Box>
    </Paper>
  );
}
