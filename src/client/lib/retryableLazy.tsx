import { lazy, type ComponentType } from 'react';

/** The code of a part of the app could not be downloaded: offline, or a deploy replaced its chunk. */
export class CodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The code of this part of the store could not be downloaded', { cause });
    this.name = 'CodeUnavailableError';
  }
}

/**
 * Whether an error is, or was caused by, code that could not be downloaded: ours (a page's
 * chunk, retryableLazy) or webpack's own (a React.lazy part's chunk: ChunkLoadError).
 */
export function isCodeUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof CodeUnavailableError || cause.name === 'ChunkLoadError') return true;
  }
  return false;
}

/**
 * React.lazy, except that a failed download is not remembered: React.lazy keeps the rejection for
 * good, so a page whose chunk failed once (a dropped connection) would fail again on Back or Try
 * again without asking the network. Here a failure is reported as CodeUnavailableError (the page's
 * error boundary tells it apart) and the next render of the component loads it afresh.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = attempt();
          throw new CodeUnavailableError(error);
        },
      ),
    );
  let current = attempt();
  function RetryableLazy(props: P) {
    const Component = current;
    return <Component {...props} />;
  }
  return RetryableLazy;
}

/**
 * A lazy part of the app from a module and the component it exports, with `preload` to fetch its
 * code ahead of its first render (a page about to hydrate, the session's parts once a session
 * exists). Pages are made with it (app/router.tsx), and parts a visitor's page does without.
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return Object.assign(
    retryableLazy(() => load().then(pick)),
    { preload: load },
  );
}

/** A patient part's first wait before trying its download again; each failure doubles it, to the maximum. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/** Resolves when the browser comes back online or after `ms`, whichever comes first. */
function retryMoment(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * A lazy part that never fails for want of its code: a failed download is tried again when the
 * browser is back online, else with back-off. For a part the server rendered that hydrates late
 * (the footer): while its code is on its way, React keeps the server's HTML (plain links that
 * still work as page loads), where a failure would replace it with the error boundary's nothing.
 */
export function patientPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const patiently = async (): Promise<M> => {
    for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      try {
        return await load();
      } catch {
        await retryMoment(wait);
      }
    }
  };
  return lazyPart(patiently, pick);
}
