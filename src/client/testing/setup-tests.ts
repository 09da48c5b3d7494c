import '@testing-library/jest-dom';
import { server } from './server';

/*
 * Browser behaviour that jsdom (with Node's fetch from jest-fixed-jsdom) lacks:
 * - Request resolves relative URLs against the page, as a browser does (RTK Query uses baseUrl '').
 * - matchMedia answers width queries for the window's size (1024 px, a desktop layout).
 * - scrollTo exists (scroll restoration, pagination).
 */
const NativeRequest = globalThis.Request;
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).toString() : input, init);
  }
}
globalThis.Request = PageRelativeRequest as typeof Request;

function mediaMatches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // The session lives in the .AUTH cookie and localStorage; no test may inherit another's.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
});
afterAll(() => server.close());
