import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { OptionalPart } from '../components/OptionalPart';
import { isCodeUnavailable, lazyPart, patientPart } from './retryableLazy';

const Part = ({ label }: { label: string }) => <p>{label}</p>;
const chunkLoadError = () => Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

/** A module loader that fails `failures` times, then gives the part; counts its calls. */
function flakyLoader(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(chunkLoadError()) : Promise.resolve({ Part });
  };
  return { load, calls };
}

function renderPart(Component: ComponentType<{ label: string }>, key: number) {
  return (
    <OptionalPart key={key} fallback={<p>part failed</p>}>
      <Suspense fallback={<p>loading</p>}>
        <Component label="the part" />
      </Suspense>
    </OptionalPart>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('lazyPart', () => {
  it('fails into its error boundary, and a remount downloads the code afresh', async () => {
    // Offline until said otherwise (React itself may render a failed part once more before its boundary shows).
    let offline = true;
    const load = () => (offline ? Promise.reject(chunkLoadError()) : Promise.resolve({ Part }));
    const LazyPart = lazyPart(load, (m) => m.Part);
    const { rerender } = render(renderPart(LazyPart, 1));
    expect(await screen.findByText('part failed')).toBeInTheDocument();
    offline = false;
    rerender(renderPart(LazyPart, 2));
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('preloads the same module the part renders', async () => {
    const { load, calls } = flakyLoader(0);
    const LazyPart = lazyPart(load, (m) => m.Part);
    await LazyPart.preload();
    expect(calls.count).toBe(1);
    render(renderPart(LazyPart, 1));
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('tells a download failure from other errors', () => {
    expect(isCodeUnavailable(new Error('wrapped', { cause: chunkLoadError() }))).toBe(true);
    expect(isCodeUnavailable(new Error('a render error'))).toBe(false);
  });
});

describe('patientPart', () => {
  it('keeps waiting through failed downloads and renders once the browser is back online', async () => {
    const { load, calls } = flakyLoader(2);
    const PatientPart = patientPart(load, (m) => m.Part);
    render(renderPart(PatientPart, 1));
    await act(async () => {});
    expect(calls.count).toBe(1);
    // Still waiting, never the error boundary.
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(calls.count).toBe(2);
    expect(screen.queryByText('part failed')).toBeNull();
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('tries again by itself after a wait when no online event comes', async () => {
    jest.useFakeTimers();
    try {
      const { load, calls } = flakyLoader(1);
      const PatientPart = patientPart(load, (m) => m.Part);
      render(renderPart(PatientPart, 1));
      await act(async () => {});
      expect(calls.count).toBe(1);
      await act(async () => void jest.advanceTimersByTime(5_000));
      expect(calls.count).toBe(2);
      expect(await screen.findByText('the part')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
