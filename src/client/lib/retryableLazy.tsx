import { lazy, type ComponentType } from 'react';

/** The code of a part of the app could not be downloaded: offline, or a deploy replaced its chunk. */
export class CodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The code of this part of the store could not be downloaded', { cause });
    this.name = 'CodeUnavailableError';
  }
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
