import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { filtersReplaced, selectShopFilters, shopReducer, type ShopAction } from './shop.slice';
import { filtersFromSearchParams, searchStringFromFilters } from './shop.query';

/**
 * The shop's filters: the Redux slice holds them, the URL mirrors them.
 * A user's change goes to the slice and is pushed to the URL (one history entry per change);
 * a URL change that the slice has not seen (first visit, shared link, back/forward) is loaded
 * into the slice. `ready` is false until the slice matches the URL on first render, so no
 * request is sent for stale filters.
 */
export function useShopFilters() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const filters = useAppSelector(selectShopFilters);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlSearch = useMemo(() => searchStringFromFilters(filtersFromSearchParams(searchParams)), [searchParams]);
  const [ready, setReady] = useState(() => urlSearch === searchStringFromFilters(filters));

  useEffect(() => {
    const current = selectShopFilters(store.getState());
    if (searchStringFromFilters(current) !== urlSearch) {
      dispatch(filtersReplaced(filtersFromSearchParams(new URLSearchParams(urlSearch))));
    }
    setReady(true);
  }, [urlSearch, dispatch, store]);

  const update = useCallback(
    (action: ShopAction) => {
      const next = shopReducer(selectShopFilters(store.getState()), action);
      dispatch(action);
      // Built by hand so the ids stay readable (genre=1,2 rather than genre=1%2C2).
      void navigate({ search: searchStringFromFilters(next) });
    },
    [dispatch, navigate, store],
  );

  return { filters, ready, update };
}
