import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { apiPaths } from '../../shared/api-paths';
import { makeStore } from '../app/store';
import { catalogApi } from '../features/catalog/catalog.api';
import { server } from '../testing/server';
import { healFailedQueries, isTransientFailure, retryFailedQueries } from './failedQueries';

/** getStats answers `failures` times with `status` (or no answer at all), then the stats. */
function flakyStats(failures: number, status: number | 'network') {
  const calls = { count: 0 };
  server.use(
    http.get(apiPaths.getStats, () => {
      calls.count += 1;
      if (calls.count > failures) return HttpResponse.json({ Stats: [] }, { status: 202 });
      return status === 'network' ? HttpResponse.error() : HttpResponse.json({ Message: 'x' }, { status });
    }),
  );
  return calls;
}

const statsStatus = (store: ReturnType<typeof makeStore>) =>
  catalogApi.endpoints.getStats.select()(store.getState()).status;

test.each([
  [{ status: 'FETCH_ERROR' }, true],
  [{ status: 'TIMEOUT_ERROR' }, true],
  [{ status: 503 }, true],
  [{ status: 500 }, true],
  [{ status: 429 }, true],
  [{ status: 408 }, true],
  [{ status: 404 }, false],
  [{ status: 400 }, false],
  [{ status: 'PARSING_ERROR' }, false],
])('a failure %o is worth asking again: %s', (error, expected) => {
  expect(isTransientFailure({ status: 'rejected', error })).toBe(expected);
});

test('retryFailedQueries asks again for a list that failed (no answer), not for one refused with 404', async () => {
  const calls = flakyStats(1, 'network');
  const store = makeStore();
  const subscription = store.dispatch(catalogApi.endpoints.getStats.initiate());
  await waitFor(() => expect(statsStatus(store)).toBe('rejected'));
  expect(retryFailedQueries(store)).toBe(1);
  await waitFor(() => expect(statsStatus(store)).toBe('fulfilled'));
  expect(calls.count).toBe(2);
  subscription.unsubscribe();

  const refused = flakyStats(1, 404);
  const other = makeStore();
  other.dispatch(catalogApi.endpoints.getStats.initiate());
  await waitFor(() => expect(statsStatus(other)).toBe('rejected'));
  expect(retryFailedQueries(other)).toBe(0);
  expect(refused.count).toBe(1);
});

test('healing: failed lists are asked again with back-off, and at once when the browser goes back online', async () => {
  const calls = flakyStats(2, 503);
  const store = makeStore();
  const stop = healFailedQueries(store, { firstRetryMs: 40, longestRetryMs: 80 });
  store.dispatch(catalogApi.endpoints.getStats.initiate());
  // First failure, a retry after 40 ms fails again, the next after 80 ms succeeds.
  await waitFor(() => expect(statsStatus(store)).toBe('fulfilled'));
  expect(calls.count).toBe(3);
  stop();

  const later = flakyStats(1, 'network');
  const offline = makeStore();
  const stopOffline = healFailedQueries(offline, { firstRetryMs: 60_000 });
  offline.dispatch(catalogApi.endpoints.getStats.initiate());
  await waitFor(() => expect(statsStatus(offline)).toBe('rejected'));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(statsStatus(offline)).toBe('fulfilled'));
  expect(later.count).toBe(2);
  stopOffline();
});
