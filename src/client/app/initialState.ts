import { matchPath } from 'react-router-dom';
import { uiRoutes } from '../../shared/ui-paths';
// Directly, not through the shop's index: every page's first chunk needs this, not the shop's grid.
import { filtersFromSearchParams } from '../features/shop/shop.query';
import type { RootState } from './store';

/**
 * The state a page's address implies, for a store created on that page: the shop's filters come
 * from its query string. The server renders with it and the browser starts from the same, so the
 * first render in each is the same page (no loading state while an effect catches up with the URL).
 */
export function initialStateForUrl(pathname: string, search: string): Partial<RootState> {
  if (matchPath(uiRoutes.shop, pathname)) return { shop: filtersFromSearchParams(new URLSearchParams(search)) };
  return {};
}
