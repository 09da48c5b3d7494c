import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateApart } from './HydrateApart';

/** jsdom has no IntersectionObserver: this one reports what a test tells it to. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  /** Reports every observed element as in view. */
  seeAll() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <main>
      <HydrateApart>
        <Counter label="top" />
      </HydrateApart>
      <HydrateApart whenSeen>
        <Counter label="below" />
      </HydrateApart>
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
  container = document.createElement('div');
  document.body.append(container);
  // The server's HTML: rendered before the container is in a page, so nothing waits there.
  container.innerHTML = renderToString(<Page />);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const button = (name: RegExp) =>
  Array.from(container.querySelectorAll('button')).find((element) => name.test(element.textContent ?? ''))!;

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
}

describe('HydrateApart', () => {
  it('leaves a section below the fold as the server HTML until it is about to be seen, then hydrates it', async () => {
    await hydrate();
    act(() => button(/^top/).click());
    expect(button(/^top/).textContent).toBe('top 1');
    // Not hydrated: a click does nothing yet (in a browser a tap first opens it, see below).
    expect(TestIntersectionObserver.instances).toHaveLength(1);
    act(() => button(/^below/).click());
    expect(button(/^below/).textContent).toBe('below 0');

    await act(async () => TestIntersectionObserver.instances[0]!.seeAll());
    act(() => button(/^below/).click());
    expect(button(/^below/).textContent).toBe('below 1');
  });

  it('hydrates a waiting section the moment the shopper reaches into it, so the tap that follows counts', async () => {
    await hydrate();
    await act(async () => {
      button(/^below/).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    act(() => button(/^below/).click());
    expect(button(/^below/).textContent).toBe('below 1');
  });

  it("never waits in a render of the browser's own", async () => {
    container.innerHTML = '';
    const { createRoot } = await import('react-dom/client');
    const clientRoot = createRoot(container);
    // (Inside a section element: React's development check on use() would otherwise take this
    // fresh tree for the earlier test's suspended one, at the same place.)
    await act(async () =>
      clientRoot.render(
        <section>
          <Page />
        </section>,
      ),
    );
    act(() => button(/^below/).click());
    expect(button(/^below/).textContent).toBe('below 1');
    expect(TestIntersectionObserver.instances).toHaveLength(0);
    act(() => clientRoot.unmount());
  });
});
