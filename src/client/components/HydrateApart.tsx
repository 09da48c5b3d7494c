import Box from '@mui/material/Box';
import { Suspense, useId, useSyncExternalStore, type ReactNode } from 'react';
import { gateOf, SECTION_ATTRIBUTE } from '../lib/sectionGates';

/**
 * A part of a server-rendered page that React hydrates as its own unit of work: the page is adopted
 * a section at a time, yielding to the browser between sections, rather than in one long task.
 *
 * `whenSeen`: a section below the fold is hydrated only once the shopper is about to see it (it
 * comes within a screen of the viewport), or touches, clicks or tabs into it. Until then it is the
 * server's HTML, its links working as plain links; the phone's main thread is not held up adopting
 * what nobody looks at yet. React keeps a boundary's server HTML while something inside it suspends
 * during hydration: here that is SeenGate, until the section is seen. A section rendered in the
 * browser (a client-side navigation) never waits.
 *
 * Nothing else inside suspends in the browser once rendered, so the fallback never shows.
 */
export function HydrateApart({ children, whenSeen = false }: { children: ReactNode; whenSeen?: boolean }) {
  const id = useId();
  if (!whenSeen) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    // display: contents, so the wrapper changes no layout; it only names the section's HTML.
    <Box sx={{ display: 'contents' }} {...{ [SECTION_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <SeenGate id={id} />
        {children}
      </Suspense>
    </Box>
  );
}

/** The address the server rendered: the page's sections wait only while it is still the one shown. */
const renderedAddress = typeof window === 'undefined' ? '' : window.location.href;

const subscribeToNothing = () => () => {};

/**
 * Suspends while the section's gate is shut, during hydration only (useSyncExternalStore reads
 * the server's snapshot while hydrating): on the server, and in the browser's own renders, it never
 * waits. A section whose parent renders it anew before it is hydrated (new props, a context that
 * changed) is rendered afresh by React instead, in the browser: it then shows at once. Once the
 * shopper has gone to another address, every waiting section hydrates when asked (a change of
 * route reaches a waiting section through the router's context): the same, without throwing the
 * server's HTML away.
 */
function SeenGate({ id }: { id: string }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const gate = !hydrating || typeof document === 'undefined' ? undefined : gateOf(id);
  if (gate && !gate.open && window.location.href === renderedAddress) {
    // Suspense's own way (React.lazy's): the boundary keeps the server's HTML and is tried again
    // when the promise settles. (use() would have to be called on every later render as well.)
    throw gate.opened;
  }
  return null;
}
