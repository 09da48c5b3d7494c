import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn, selectUserId } from '../session';
import { useGetLibraryQuery } from './library.api';

/**
 * Whether the logged-in user owns the book: it is in their library (the cached getLibrary list).
 * Undefined while the library loads or when it could not be loaded; false for a visitor.
 */
export function useOwnsBook(bookId: string): boolean | undefined {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const { data } = useGetLibraryQuery(userId, { skip });
  if (skip) return false;
  return data?.some((book) => book.Id === bookId);
}
