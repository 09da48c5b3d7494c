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
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
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
export function couponFacts(t: Translate, coupon: Coupon, genres: readonly GenreListItem[]) {
  const genreName = (id: string) => genres.find((genre) => String(genre.Id) === id)?.GenerName ?? `#${id}`;
  const listed = (label: string, items: readonly string[]) =>
    t(adminMessages.labelled, { label: t.text(label), value: items.join(', ') });
  const scope = [
    ...(coupon.GenerIds.length > 0 ? [listed(texts.genres, coupon.GenerIds.map(genreName))] : []),
    ...(coupon.BookIds.length > 0 ? [listed(texts.books, coupon.BookIds)] : []),
  ];
  const { ValidFrom: from, ValidUntil: until } = coupon;
  return {
    discount:
      coupon.Kind === 'percent'
        ? t(adminMessages.couponPercentOff, { value: coupon.Value })
        : t(adminMessages.couponAmountOff, { amount: rupees(coupon.Value) }),
    minimum: coupon.MinTotal > 0 ? rupees(coupon.MinTotal) : '—',
    validity:
      from && until
        ? t(adminMessages.couponValidBetween, { from: wallClock(from), until: wallClock(until) })
        : from
          ? t(adminMessages.couponValidFrom, { from: wallClock(from) })
          : until
            ? t(adminMessages.couponValidUntil, { until: wallClock(until) })
            : t.text(texts.anyTime),
    uses:
      coupon.MaxUses === null
        ? t(adminMessages.couponUsesNoLimit, { uses: coupon.Uses, noLimit: t.text(texts.noLimit).toLowerCase() })
        : `${coupon.Uses} / ${coupon.MaxUses}`,
    perShopper: coupon.MaxUsesPerUser === null ? t.text(texts.noLimit) : String(coupon.MaxUsesPerUser),
    scope: scope.length > 0 ? scope.join('; ') : t.text(texts.wholeStore),
  };
}

/** The list's columns, in the order CouponRow fills them. */
export const couponColumns = (t: Translate): Array<string | { label: string; align: 'right' | 'center' }> => [
  t.text(texts.code),
  t.text(texts.kind),
  t.text(texts.minimum),
  t.text(texts.validity),
  t.text(texts.uses),
  t.text(texts.perShopper),
  t.text(texts.scope),
  t.text(texts.status),
  { label: t.text(texts.actions), align: 'right' },
];

function StatusChip({ active }: { active: boolean }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      label={t.text(active ? texts.active : texts.paused)}
      color={active ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

function CouponActions({ coupon, onEdit, onToggleActive, busy }: Omit<CouponItemProps, 'genres'>) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        size="small"
        onClick={() => onEdit(coupon)}
        aria-label={t(adminMessages.editNamed, { name: coupon.Code })}
      >
        {t.text(texts.edit)}
      </Button>
      <Button
        size="small"
        onClick={() => onToggleActive(coupon)}
        disabled={busy}
        aria-label={t(coupon.Active ? adminMessages.couponPauseNamed : adminMessages.couponResumeNamed, {
          code: coupon.Code,
        })}
      >
        {t.text(coupon.Active ? texts.pause : texts.resume)}
      </Button>
    </Box>
  );
}

/** A coupon in the table (tablets and wider). */
export function CouponRow({ coupon, genres, ...actions }: CouponItemProps) {
  const t = useTranslate();
  const facts = couponFacts(t, coupon, genres);
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
  const t = useTranslate();
  const facts = couponFacts(t, coupon, genres);
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
          { label: t.text(texts.kind), value: facts.discount },
          { label: t.text(texts.minimum), value: facts.minimum },
          { label: t.text(texts.validity), value: facts.validity },
          { label: t.text(texts.uses), value: facts.uses },
          { label: t.text(texts.perShopper), value: facts.perShopper },
          { label: t.text(texts.scope), value: facts.scope },
        ]}
      />
      <Box sx={{ mt: 1 }}>
        <CouponActions coupon={coupon} {...actions} />
      </Box>
    </Paper>
  );
}
