import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: Shopping Cart is built in a later issue. */
export function CartPage() {
  return <ComingSoon title="Shopping Cart" text="Your shopping cart arrives soon." />;
}
