import type { LoginReturn } from '../../../shared/ui-paths';

/**
 * What the login page hands the page it returns to: the book to add to the cart now that the
 * shopper is logged in. Router state, not the address: a link from outside cannot set it, and
 * the page forgets it once done, so a reload or Back does not add the book again. The session
 * feature cannot add to a cart itself (features depend on the session, not the other way), so
 * the page that shows the book does it (lists' useCartAddAfterLogin).
 */
export interface AfterLogin {
  addToCart: string;
}

/** The router state to return with, when the login asked for something to be done there. */
export function afterLoginState(back: LoginReturn | null): AfterLogin | undefined {
  return back?.addToCart ? { addToCart: back.addToCart } : undefined;
}

/** The AfterLogin in a location's state, if that is what it holds. */
export function afterLoginOf(state: unknown): AfterLogin | null {
  const addToCart = (state as Partial<AfterLogin> | null)?.addToCart;
  return typeof addToCart === 'string' && addToCart !== '' ? { addToCart } : null;
}
