import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: My Wishlist is built in a later issue. */
export function WishlistPage() {
  return <ComingSoon title="My Wishlist" text="Your wishlist arrives soon." />;
}
