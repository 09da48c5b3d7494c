import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';
import { resetServerSideUser } from './session';

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

/*
 * Tests share one machine with other work: waiting for the screen or a whole test may take far longer
 * than on an idle machine, and a test's budget covers that, not its logic (no test waits longer than
 * it needs: these are upper bounds). The first screen of a lazy page waits for its code to be
 * compiled, with the rest of what it imports, on a clean clone's cold transform cache: once, while
 * end-to-end tests ran beside it, that took longer than 5 s (AuthorProgramPage's first test).
 */
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/*
 * Requests a test starts while it ends (a page saves on unmount, RTK Query's thunks reach fetch a few
 * ticks later) must be answered by that test's handlers, not by the next test's: the test ends only
 * when they have been answered. Requests started earlier were matched against its handlers already.
 */
let ending = false;
const endingRequests = new Set<string>();
let answered: () => void = () => {};
server.events.on('request:start', ({ requestId }) => {
  if (ending) endingRequests.add(requestId);
});
server.events.on('request:end', ({ requestId }) => {
  if (endingRequests.delete(requestId) && endingRequests.size === 0) answered();
});
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function endTest() {
  jest.useRealTimers();
  ending = true;
  cleanup();
  await nextTask();
  while (endingRequests.size > 0) {
    await new Promise<void>((resolve) => {
      answered = resolve;
    });
    await nextTask();
  }
  ending = false;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await endTest();
  server.resetHandlers();
  resetServerSideUser();
  // The session lives in the .AUTH cookie and localStorage; no test may inherit another's.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
});
afterAll(() => server.close());
