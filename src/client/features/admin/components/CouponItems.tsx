import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Coupon } from '../../../../shared/contract/coupons.contract';
import type { GenreListItem } from '../../../../shared/contract/catalog.contract';
import { couponTexts as texts } from '../../../../shared/coupon-texts';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { AdminFactList } from './AdminFactList';

/** What a coupon row and card both take. */
export interface CouponItemProps {
  coupon: Coupon;
  /** Names the genres of a coupon's scope (the genres list; an id it lacks shows as the id). */
  genres: readonly GenreListItem[];
  onEdit: (coupon: Coupon) => void;
  /** Pauses an active code, or resumes a paused one. */
  onToggleActive: (coupon: Coupon) => void;
  /** A save is under way. */
  busy: boolean;
}

const rupees = (value: number) => formatRupees(rupeesToPaise(value));
/** 'YYYY-MM-DDTHH:mm' (India's wall clock, as the server answers) as '2026-10-20 18:30'. */
const wallClock = (value: string) => value.replace('T', ' ');

/** The texts the table's cells and the card's facts show, in the columns' order. */
export function couponFacts(coupon: Coupon, genres: readonly GenreListItem[]) {
  const genreName = (id: string) => genres.find((genre) => String(genre.Id) === id)?.GenerName ?? `#${id}`;
  const scope = [
    ...(coupon.GenerIds.length > 0 ? [`${texts.genres}: ${coupon.GenerIds.map(genreName).join(', ')}`] : []),
    ...(coupon.BookIds.length > 0 ? [`${texts.books}: ${coupon.BookIds.join(', ')}`] : []),
  ];
  const { ValidFrom: from, ValidUntil: until } = coupon;
  return {
    discount: coupon.Kind === 'percent' ? `${coupon.Value} % off` : `${rupees(coupon.Value)} off`,
    minimum: coupon.MinTotal > 0 ? rupees(coupon.MinTotal) : '—',
    validity:
      from && until
        ? `${wallClock(from)} – ${wallClock(until)} IST`
        : from
          ? `From ${wallClock(from)} IST`
          : until
            ? `Until ${wallClock(until)} IST`
            : texts.anyTime,
    uses:
      coupon.MaxUses === null
        ? `${coupon.Uses} (${texts.noLimit.toLowerCase()})`
        : `${coupon.Uses} / ${coupon.MaxUses}`,
    perShopper: coupon.MaxUsesPerUser === null ? texts.noLimit : String(coupon.MaxUsesPerUser),
    scope: scope.length > 0 ? scope.join('; ') : texts.wholeStore,
  };
}

/** The list's columns, in the order CouponRow fills them. */
export const COUPON_COLUMNS = [
  texts.code,
  texts.kind,
  texts.minimum,
  texts.validity,
  texts.uses,
  texts.perShopper,
  texts.scope,
  texts.status,
  { label: texts.actions, align: 'right' },
] as const;

function StatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? texts.active : texts.paused}
      color={active ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

function CouponActions({ coupon, onEdit, onToggleActive, busy }: Omit<CouponItemProps, 'genres'>) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onEdit(coupon)} aria-label={`${texts.edit} ${coupon.Code}`}>
        {texts.edit}
      </Button>
      <Button
        size="small"
        onClick={() => onToggleActive(coupon)}
        disabled={busy}
        aria-label={`${coupon.Active ? texts.pause : texts.resume} ${coupon.Code}`}
      >
        {coupon.Active ? texts.pause : texts.resume}
      </Button>
    </Box>
  );
}

/** A coupon in the table (tablets and wider). */
export function CouponRow({ coupon, genres, ...actions }: CouponItemProps) {
  const facts = couponFacts(coupon, genres);
  return (
    <TableRow>
      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{coupon.Code}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.discount}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.minimum}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>{facts.validity}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.uses}</TableCell>
      <TableCell>{facts.perShopper}</TableCell>
      <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{facts.scope}</TableCell>
      <TableCell>
        <StatusChip active={coupon.Active} />
      </TableCell>
      <TableCell align="right">
        <CouponActions coupon={coupon} {...actions} />
      </TableCell>
    </TableRow>
  );
}

/** A coupon on a phone: its code and state, its rules labelled as the table's headings, then its actions. */
export function CouponCard({ coupon, genres, ...actions }: CouponItemProps) {
  const facts = couponFacts(coupon, genres);
  const headingId = `coupon-card-${coupon.Id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {coupon.Code}
        </Typography>
        <StatusChip active={coupon.Active} />
      </Box>
      <AdminFactList
        facts={[
          { label: texts.kind, value: facts.discount },
          { label: texts.minimum, value: facts.minimum },
          { label: texts.validity, value: facts.validity },
          { label: texts.uses, value: facts.uses },
          { label: texts.perShopper, value: facts.perShopper },
          { label: texts.scope, value: facts.scope },
        ]}
      />
      <Box sx={{ mt: 1 }}>
        <CouponActions coupon={coupon} {...actions} />
      </Box>
    </Paper>
  );
}
