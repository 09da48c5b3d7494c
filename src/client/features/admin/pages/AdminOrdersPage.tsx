import { Fragment, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import { ADMIN_PAGE_SIZE } from '../../../../shared/contract/admin.contract';
import type { AdminOrder, OrderLine } from '../../../../shared/contract/orders.contract';
import { messages } from '../../../../shared/messages';
import { formatRupees } from '../../../../shared/money';
import { SectionState } from '../../../components/SectionState';
import { serverMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { OrderStatusChip } from '../../orders';
import { useGetAdminOrdersQuery, useRefundOrderMutation } from '../admin.api';
import { AdminOnly } from '../components/AdminOnly';
import { AdminOrderDetails } from '../components/AdminOrderDetails';
import { AdminTable } from '../components/AdminTable';
import { RefundConfirmDialog, type RefundTarget } from '../components/RefundConfirmDialog';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = [
  '',
  'Order',
  'Placed',
  'Buyer',
  'Status',
  { label: 'Amount', align: 'right' },
  { label: 'Refunded', align: 'right' },
] as const;

/**
 * Below md the orders table scrolls sideways; the expanded details stay in view at the screen's
 * width instead (their own tables scroll inside), so the books and Refund buttons need no scrolling.
 * 82 px: the page's gutters (2 x 24), the list's border (2) and the cell's padding (2 x 16).
 */
const detailsOnSmallScreensSx = {
  position: { xs: 'sticky', md: 'static' },
  left: 0,
  width: { xs: 'calc(100vw - 82px)', md: 'auto' },
} as const;

export function AdminOrdersPage() {
  return (
    <AdminOnly>
      <AdminOrders />
    </AdminOnly>
  );
}

function OrderRow({ order, onRefund }: { order: AdminOrder; onRefund: (order: AdminOrder, line?: OrderLine) => void }) {
  const [open, setOpen] = useState(false);
  const detailsId = `admin-order-${order.OrderId}`;
  return (
    <Fragment>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`${open ? 'Hide' : 'Show'} details of order ${order.OrderId}`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>#{order.OrderId}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.CreatedAt)}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{order.UserEmail ?? 'Account deleted'}</TableCell>
        <TableCell>
          <OrderStatusChip status={order.Status} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {formatRupees(order.Amount)}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {order.RefundedAmount > 0 ? formatRupees(order.RefundedAmount) : '—'}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS.length} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit id={detailsId} role="region" aria-label={`Order ${order.OrderId} details`}>
            <Box sx={detailsOnSmallScreensSx}>
              <AdminOrderDetails order={order} onRefund={onRefund} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** Every order, newest first: search by buyer e-mail or order number, expand for the history, refund. */
function AdminOrders() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const query = useGetAdminOrdersQuery({ q: q || undefined, Page: page, PageSize: ADMIN_PAGE_SIZE });
  const [refundOrder, refund] = useRefundOrderMutation();
  const list = query.data?.Orders ?? [];

  useDocumentTitle(documentTitles.named('Manage Orders'));
  // A new search starts at its first page.
  useEffect(() => setPage(1), [q]);

  const confirmRefund = async ({ order, line }: RefundTarget) => {
    try {
      const answer = await refundOrder({
        OrderId: order.OrderId,
        ...(line ? { BookIds: [line.BookId] } : {}),
      }).unwrap();
      notify.success(answer.Message);
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
        <Typography variant="h1">Manage Orders</Typography>
        <TextField
          type="search"
          size="small"
          label="Search e-mail or order number"
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
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      <SectionState label="Orders" isLoading={query.isLoading} isError={query.isError} skeleton="block">
        <AdminTable
          label="Orders"
          columns={[...COLUMNS]}
          emptyText={list.length === 0 ? (q ? `No orders match "${q}".` : messages.ordersEmpty) : null}
          total={query.data?.Total ?? 0}
          page={page}
          onPage={setPage}
        >
          {list.map((order) => (
            <OrderRow
              key={order.OrderId}
              order={order}
              onRefund={(target, line) => setRefunding({ order: target, ...(line ? { line } : {}) })}
            />
          ))}
        </AdminTable>
      </SectionState>
      <RefundConfirmDialog
        target={refunding}
        busy={refund.isLoading}
        onCancel={() => setRefunding(null)}
        onConfirm={(target) => void confirmRefund(target)}
      />
    </Box>
  );
}
