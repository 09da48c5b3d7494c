import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_PAGE_SIZE } from '../../../../shared/contract/admin.contract';
import type { Coupon } from '../../../../shared/contract/coupons.contract';
import { couponTexts as texts } from '../../../../shared/coupon-texts';
import { documentTitles } from '../../../../shared/document-titles';
import { SectionState } from '../../../components/SectionState';
import { serverMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { useGetGenresQuery } from '../admin.api';
import { couponRequestOfCoupon } from '../couponForm';
import { useGetCouponsQuery, useSaveCouponMutation } from '../coupons.api';
import { AdminCardList } from '../components/AdminCardList';
import { AdminOnly } from '../components/AdminOnly';
import { AdminTable } from '../components/AdminTable';
import { CouponDialog } from '../components/CouponDialog';
import { couponColumns, CouponCard, CouponRow } from '../components/CouponItems';

export function CouponsPage() {
  return (
    <AdminOnly>
      <Coupons />
    </AdminOnly>
  );
}

/** The dialog: a new coupon (null) or the one being edited; closed when undefined. */
type Editing = Coupon | null | undefined;

/**
 * Coupon codes (decision 048): every code with its rules and uses, New coupon and Edit in a
 * dialog, Pause and Resume in the list. A table from tablets up, a card per code on a phone (as
 * Manage Orders). getCoupons answers every code at once; the list is paged here.
 */
function Coupons() {
  const t = useTranslate();
  const title = t.text(texts.title);
  const query = useGetCouponsQuery();
  const genres = useGetGenresQuery();
  const [saveCoupon, save] = useSaveCouponMutation();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [page, setPage] = useState(1);
  // noSsr: admin pages are only rendered in the browser, so the first render already knows.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  useDocumentTitle(documentTitles.named(title));

  const coupons = query.data?.Coupons ?? [];
  const shown = coupons.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  const emptyText = coupons.length === 0 ? t.text(texts.empty) : null;

  const toggleActive = async (coupon: Coupon) => {
    try {
      const answer = await saveCoupon(couponRequestOfCoupon(coupon, { Active: !coupon.Active })).unwrap();
      notify.success(t.text(answer.Message));
    } catch (error) {
      notify.error(serverMessage(error));
    }
  };
  const itemProps = (coupon: Coupon) => ({
    coupon,
    genres: genres.data ?? [],
    onEdit: setEditing,
    onToggleActive: (item: Coupon) => void toggleActive(item),
    busy: save.isLoading,
  });

  return (
    <Box sx={{ my: { xs: 2, md: 4 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}
      >
        <Typography variant="h1">{title}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t.text(texts.newCoupon)}
        </Button>
      </Box>
      <SectionState
        label={title}
        isLoading={query.isLoading}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        skeleton="block"
      >
        {phone ? (
          <AdminCardList label={title} emptyText={emptyText} total={coupons.length} page={page} onPage={setPage}>
            {shown.map((coupon) => (
              <CouponCard key={coupon.Id} {...itemProps(coupon)} />
            ))}
          </AdminCardList>
        ) : (
          <AdminTable
            label={title}
            columns={couponColumns(t)}
            emptyText={emptyText}
            total={coupons.length}
            page={page}
            onPage={setPage}
          >
            {shown.map((coupon) => (
              <CouponRow key={coupon.Id} {...itemProps(coupon)} />
            ))}
          </AdminTable>
        )}
      </SectionState>
      {editing !== undefined ? <CouponDialog coupon={editing} onClose={() => setEditing(undefined)} /> : null}
    </Box>
  );
}
