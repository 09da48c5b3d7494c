import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterLoginOf } from '../session';
import { useBookListActions } from './useBookListActions';

/**
 * The second half of a visitor's Add to cart: useBookListActions offered Log in, and the login page
 * came back to the book's page saying which book to add (session's AfterLogin, router state). Here,
 * logged in now, the book is added, with the usual toast. The state is dropped first, so a reload
 * or Back adds nothing again; the ref keeps StrictMode's second run of the effect from adding twice.
 */
export function useCartAddAfterLogin(bookId: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { addToCart } = useBookListActions();
  const handled = useRef<string | null>(null);
  const pending = afterLoginOf(location.state)?.addToCart === bookId;

  useEffect(() => {
    if (!pending || handled.current === location.key) return;
    handled.current = location.key;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
    void addToCart(bookId);
  }, [pending, location, navigate, addToCart, bookId]);
}
