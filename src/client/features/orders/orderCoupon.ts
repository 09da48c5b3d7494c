import type { OrderSummary } from '../../../shared/contract/orders.contract';
import { couponTexts } from '../../../shared/coupon-texts';
import { formatRupees } from '../../../shared/money';
import { translate } from '../../i18n/translate';
import { ordersMessages } from './orders.messages';

/**
 * What an order's coupon took off (decision 048), as My Orders and Manage Orders say it:
 * { label: 'Coupon WELCOME10', amount: '−₹49.90' }, in the page's language (called as it is shown);
 * null for an order without one.
 */
export function orderCoupon(order: Pick<OrderSummary, 'CouponCode' | 'Discount'>) {
  if (order.CouponCode === null || order.Discount <= 0) return null;
  return {
    label: translate(ordersMessages.couponRow, { code: order.CouponCode }),
    amount: couponTexts.minus(formatRupees(order.Discount)),
  };
}
