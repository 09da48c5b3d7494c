import { useAppSelector } from '../hooks';
import { useGetCartlistQuery } from '../../features/cart';
import { selectIsLoggedIn, selectUserId } from '../../features/session';
import { useGetWishlistQuery } from '../../features/wishlist';
import type { Translate } from '../../i18n/translate';
import { layoutPartsMessages } from './parts/layoutParts.messages';

/**
 * The header's cart and wishlist counts: the lists' lengths (0 for a null list), fetched only while
 * logged in. Undefined while loading or when the call failed: the badge then shows nothing, and a
 * failed count is not worth an error toast.
 */
export function useAccountCounts(): { cart: number | undefined; wishlist: number | undefined } {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const cart = useGetCartlistQuery(userId, { skip });
  const wishlist = useGetWishlistQuery(userId, { skip });
  return {
    cart: !skip && cart.isSuccess ? cart.data.length : undefined,
    wishlist: !skip && wishlist.isSuccess ? wishlist.data.length : undefined,
  };
}

/** 'Cart, 2 items': the accessible name of a link with a count badge (its label already in the page's language). */
export function countLabel(t: Translate, label: string, count: number | undefined): string {
  if (count === undefined) return label;
  return t(layoutPartsMessages.countLabel, { label, count });
}
