import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { ADMIN_PAGE_SIZE } from '../../../../shared/contract/admin.contract';
import type { AdminOrder, OrderLine } from '../../../../shared/contract/orders.contract';
import { messages } from '../../../../shared/messages';
import { SectionState } from '../../../components/SectionState';
import { serverMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useGetAdminOrdersQuery, useRefundOrderMutation } from '../admin.api';
import { AdminCardList } from '../components/AdminCardList';
import { AdminOnly } from '../components/AdminOnly';
import { AdminOrderCard } from '../components/AdminOrderCard';
import { adminOrderColumns, AdminOrderRow } from '../components/AdminOrderRow';
import { AdminTable } from '../components/AdminTable';
import { RefundConfirmDialog, type RefundTarget } from '../components/RefundConfirmDialog';
import { TraceFileDialog } from '../components/TraceFileDialog';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

const SEARCH_DEBOUNCE_MS = 300;

export function AdminOrdersPage() {
  return (
    <AdminOnly>
      <AdminOrders />
    </AdminOnly>
  );
}

/**
 * Every order, newest first: search by buyer e-mail or order number, expand for the history,
 * refund. A table from tablets up, a card per order on a phone (as Manage Books).
 */
function AdminOrders() {
  const t = useTranslate();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const [tracing, setTracing] = useState(false);
  const query = useGetAdminOrdersQuery({ q: q || undefined, Page: page, PageSize: ADMIN_PAGE_SIZE });
  const [refundOrder, refund] = useRefundOrderMutation();
  const list = query.data?.Orders ?? [];
  // A phone gets cards: the table's Status, Amount and Refunded columns would start off-screen.
  // noSsr: admin pages are only rendered in the browser, so the first render already knows.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  useDocumentTitle(documentTitles.named(t(adminMessages.manageOrders)));
  // A new search starts at its first page.
  useEffect(() => setPage(1), [q]);

  const askRefund = (order: AdminOrder, line?: OrderLine) => setRefunding({ order, ...(line ? { line } : {}) });
  const emptyText =
    list.length === 0 ? (q ? t(adminMessages.ordersNoMatch, { q }) : t.text(messages.ordersEmpty)) : null;
  const total = query.data?.Total ?? 0;

  const confirmRefund = async ({ order, line }: RefundTarget) => {
    try {
      const answer = await refundOrder({
        OrderId: order.OrderId,
        ...(line ? { BookIds: [line.BookId] } : {}),
      }).unwrap();
      notify.success(t.text(answer.Message));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setRefunding(null);
    }
  };

  return (
    <Box sx={{ my: { xs: 2, md: 4 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}
      >
        <Typography variant="h1">{t(adminMessages.manageOrders)}</Typography>
        <TextField
          type="search"
          size="small"
          label={t(adminMessages.ordersSearch)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 320 }, ml: { sm: 'auto' } }}
        />
        <Button variant="outlined" onClick={() => setTracing(true)}>
          {t(adminMessages.traceOpen)}
        </Button>
      </Box>
      <SectionState
        label={t(adminMessages.ordersLabel)}
        isLoading={query.isLoading}
        isError={query.isError}
        skeleton="block"
      >
        {phone ? (
          <AdminCardList
            label={t(adminMessages.ordersLabel)}
            emptyText={emptyText}
            total={total}
            page={page}
            onPage={setPage}
          >
            {list.map((order) => (
              <AdminOrderCard key={order.OrderId} order={order} onRefund={askRefund} />
            ))}
          </AdminCardList>
        ) : (
          <AdminTable
            label={t(adminMessages.ordersLabel)}
            columns={adminOrderColumns(t)}
            emptyText={emptyText}
            total={total}
            page={page}
            onPage={setPage}
          >
            {list.map((order) => (
              <AdminOrderRow key={order.OrderId} order={order} onRefund={askRefund} />
            ))}
          </AdminTable>
        )}
      </SectionState>
      <RefundConfirmDialog
        target={refunding}
        busy={refund.isLoading}
        onCancel={() => setRefunding(null)}
        onConfirm={(target) => void confirmRefund(target)}
      />
      <TraceFileDialog
        open={tracing}
        onClose={() => setTracing(false)}
        onShowOrder={(orderId) => {
          setSearch(String(orderId));
          setTracing(false);
        }}
      />
    </Box>
  );
}
