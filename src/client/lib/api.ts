import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { SUCCESS_STATUS } from '../../shared/constants';

/** The session slice (a later issue) will keep the token here; the header is added when present. */
interface StateWithSession {
  session?: { token?: string | null };
}

/**
 * The one API slice of the app. Features add endpoints with `api.injectEndpoints`.
 * Only 202 counts as success (spec section 9); an endpoint with another success status
 * (deleteAccount answers 200) passes its own `validateStatus`.
 */
export const baseQuery = fetchBaseQuery({
  baseUrl: '',
  validateStatus: (response) => response.status === SUCCESS_STATUS,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).session?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Book', 'Banner', 'Catalog', 'Cart', 'Wishlist', 'Library', 'Session'],
  endpoints: () => ({}),
});

/** The HTTP status of an RTK Query error, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
