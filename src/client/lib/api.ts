import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { SUCCESS_STATUS } from '../../shared/constants';
import { isErrorBody } from '../../shared/contract/error.contract';
import { messages } from '../../shared/messages';
import { translate } from '../i18n/translate';

/** lib/ does not know the session slice; it only reads the token the slice keeps. */
interface StateWithSession {
  session?: { token?: string | null };
}

const tokenOf = (state: unknown) => (state as StateWithSession).session?.token || undefined;

/**
 * Only 202 counts as success (the API's success status); an endpoint with another success status
 * (deleteAccount answers 200) passes its own `validateStatus`.
 */
const queryOptions = {
  validateStatus: (response: Response) => response.status === SUCCESS_STATUS,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const token = tokenOf(getState());
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
};
const fetchQuery = fetchBaseQuery({ baseUrl: '', ...queryOptions });

/**
 * How the server renders a page (server-render/render-page.tsx): the store's API calls are
 * answered in-process (`fetch` gets a Request for SERVER_RENDER_ORIGIN + path). Passed as the
 * store's thunk `extra`, so concurrent renders never share it.
 */
export interface ServerRenderExtra {
  serverFetch: (request: Request) => Promise<Response>;
}
/** Node's Request needs an absolute URL; the origin is never contacted (serverFetch answers). */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

const serverQueries = new WeakMap<ServerRenderExtra['serverFetch'], typeof fetchQuery>();
function queryFor(extra: unknown): typeof fetchQuery {
  const serverFetch = (extra as Partial<ServerRenderExtra> | undefined)?.serverFetch;
  if (!serverFetch) return fetchQuery;
  let query = serverQueries.get(serverFetch);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: SERVER_RENDER_ORIGIN,
      fetchFn: (input) => serverFetch(input as Request),
      ...queryOptions,
    });
    serverQueries.set(serverFetch, query);
  }
  return query;
}

export interface ApiExtraOptions {
  /** A 401 here is expected and handled by the caller (logout of an already ended session). */
  ignoreUnauthorized?: boolean;
}

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler | undefined;

/**
 * Registers what to do when the server refuses the stored token (expired or revoked): the session
 * feature clears the session and sends the user to /login. Returns the unregister function.
 */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = undefined;
  };
}

/**
 * Adds `Authorization: Bearer <token>` while logged in. A 401 to a call made with a token means the
 * session has ended on the server: the registered handler logs out cleanly, once (the token check
 * after the call skips answers that arrive after the session was already cleared).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const token = tokenOf(queryApi.getState());
  const result = await queryFor(queryApi.extra)(args, queryApi, {});
  if (
    result.error?.status === 401 &&
    token &&
    !extraOptions?.ignoreUnauthorized &&
    tokenOf(queryApi.getState()) === token
  ) {
    sessionExpiredHandler?.();
  }
  return result;
};

/**
 * The API state a server-rendered page was built with (embedded in its HTML), put into the
 * client's cache before it hydrates, so the first render matches the server's.
 */
export const hydrateApiState = createAction<unknown>('api/hydrateFromServer');

/**
 * On the server (no window) the query hooks start their queries during render, as the render has
 * no effects: a first render starts them, the next one shows their data (server-render/).
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    hydrateApiState.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  tagTypes: [
    'Book',
    'Banner',
    'Catalog',
    'Cart',
    'Wishlist',
    'Library',
    'Author',
    'AuthorApplication',
    'AdminBook',
    'Order',
    'AdminOrder',
    'AuthorBook',
  ],
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

/**
 * The server's `Message` of a failed call when it sent one (every store route does), else the
 * generic error; in the page's language (the server's Messages are shared English texts with
 * their Hindi in shared/i18n/texts.hi.json), as it is when this is called.
 */
export function serverMessage(error: unknown): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  return translate.text(isErrorBody(data) ? data.Message : messages.genericError);
}

/**
 * The text to show for a failed call: the server's `Message` for the statuses the caller names
 * (for example 401 and 429 at login), else the spec's generic 'Something went wrong'; in the
 * page's language when it is called (so every caller shows it translated).
 */
export function errorMessage(error: unknown, statusesWithOwnMessage: readonly number[] = []): string {
  const status = errorStatus(error);
  if (status !== undefined && statusesWithOwnMessage.includes(status)) {
    const data = (error as { data?: unknown }).data;
    if (isErrorBody(data)) return translate.text(data.Message);
  }
  return translate.text(messages.genericError);
}
