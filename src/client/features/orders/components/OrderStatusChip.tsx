import Chip from '@mui/material/Chip';
import type { OrderDisplayStatus } from '../../../../shared/contract/orders.contract';
import { useTranslate } from '../../../i18n/translate';
import { orderStatusColors, orderStatusLabels } from '../orderStatus';

/** An order's state as a chip whose text says it (colour only repeats what the text says). */
export function OrderStatusChip({ status }: { status: OrderDisplayStatus }) {
  const t = useTranslate();
  return (
    <Chip size="small" label={t(orderStatusLabels[status])} color={orderStatusColors[status]} variant="outlined" />
  );
}
