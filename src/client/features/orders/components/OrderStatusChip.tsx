import Chip from '@mui/material/Chip';
import type { OrderDisplayStatus } from '../../../../shared/contract/orders.contract';
import { orderStatusColors, orderStatusLabels } from '../orderStatus';

/** An order's state as a chip whose text says it (colour only repeats what the text says). */
export function OrderStatusChip({ status }: { status: OrderDisplayStatus }) {
  return <Chip size="small" label={orderStatusLabels[status]} color={orderStatusColors[status]} variant="outlined" />;
}
