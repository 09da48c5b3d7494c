/**
 * The gates of server-rendered sections that wait to be hydrated until they are about to be seen
 * (components/HydrateApart.tsx, `whenSeen`): one per section of the server's HTML, named by the
 * section's wrapper attribute, opened once and for good when the section comes near the viewport
 * or the shopper reaches into it.
 */

/** The attribute on a waiting section's wrapper: its useId, the same in the server's HTML and the browser. */
export const SECTION_ATTRIBUTE = 'data-hydrate-when-seen';

/** A section comes this close to the viewport, and it is hydrated: it is ready before it is in view. */
const SEEN_MARGIN = '100% 0px';
/** The same margin, for the first look: a screen's height above and below the viewport. */
const nearViewport = (element: Element) => {
  const { top, bottom, width, height } = element.getBoundingClientRect();
  const screen = window.innerHeight;
  return width + height > 0 && bottom >= -screen && top <= 2 * screen;
};

/** What wakes a waiting section besides being seen: the shopper reaching into it. */
const REACHED_INTO = ['pointerdown', 'focusin', 'keydown'] as const;

export interface Gate {
  /** Read synchronously, so a tap's synchronous hydration finds an opened gate open at once. */
  open: boolean;
  /** Settles when the gate opens (what a waiting section suspends on). */
  opened: Promise<void>;
  openNow(): void;
}

/** One gate per section of the server's HTML, opened once and for good. */
const gates = new Map<string, Gate>();

/** Sections the shopper has reached into: they never wait, even if their gate is not made yet. */
const reached = new Set<string>();

/**
 * The shopper reaching into a section (tap, focus, key) opens its gate before React sees the
 * event: a listener on the window, capturing, runs ahead of React's on the app's root. React then
 * finds the section ready and hydrates it at once, so the tap or key reaches its button or field.
 * Listening from the start catches a shopper who is quicker than hydration: a field typed into
 * before React reached its section would otherwise wait on, and lose what was typed.
 */
function openOnReach(event: Event): void {
  const section = event.target instanceof Element ? event.target.closest(`[${SECTION_ATTRIBUTE}]`) : null;
  const id = section?.getAttribute(SECTION_ATTRIBUTE);
  if (!id) return;
  reached.add(id);
  gates.get(id)?.openNow();
}

if (typeof window !== 'undefined') for (const type of REACHED_INTO) window.addEventListener(type, openOnReach, true);

/**
 * The gate of a section whose server HTML is on the page (hydration), or undefined when there is
 * none (the section is being rendered in the browser, so it must not wait) or when the section is
 * near the viewport or was reached into already. Opens when one of the section's elements comes near the viewport
 * (the wrapper itself has no box to observe), or when the shopper reaches into it (openOnReach).
 */
export function gateOf(id: string): Gate | undefined {
  const existing = gates.get(id);
  if (existing) return existing;
  const section = document.querySelector(`[${SECTION_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!section || typeof IntersectionObserver === 'undefined') return undefined;
  // Reached into already, or near the viewport: hydrated now, without a gate (and without waiting
  // for the observer's first report).
  if (reached.has(id) || section.contains(document.activeElement) || Array.from(section.children).some(nearViewport))
    return undefined;
  let release = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.openNow();
    },
    { rootMargin: SEEN_MARGIN },
  );
  const gate: Gate = {
    open: false,
    opened: new Promise<void>((resolve) => (release = resolve)),
    openNow() {
      if (gate.open) return;
      gate.open = true;
      observer.disconnect();
      release();
    },
  };
  for (const child of Array.from(section.children)) observer.observe(child);
  gates.set(id, gate);
  return gate;
}
