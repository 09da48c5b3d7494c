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
