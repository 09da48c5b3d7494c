/**
 * The keys that turn a reader's pages, the same for every format: the arrows turn towards their
 * side (in a right-to-left book the left arrow goes forward), Page Up and Page Down go back and
 * forward. Keys typed into a field, or with a modifier (browser shortcuts), turn nothing.
 */
export type PageTurn = 'left' | 'right' | 'back' | 'forward';

const TURNS: Partial<Record<string, PageTurn>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  PageUp: 'back',
  PageDown: 'forward',
};

function isTyping(target: EventTarget | null): boolean {
  // Duck-typed: a key pressed inside a book's frame comes from that frame's own HTMLElement class.
  const element = target as { isContentEditable?: boolean; tagName?: string } | null;
  return Boolean(
    element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName ?? '')),
  );
}

/** The page turn a key press asks for, or undefined for any other key. */
export function pageTurnOf(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>,
): PageTurn | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return undefined;
  return TURNS[event.key];
}

/** A turn as a step through the book, for a left-to-right reading order (PDF pages). */
export function stepOf(turn: PageTurn): -1 | 1 {
  return turn === 'left' || turn === 'back' ? -1 : 1;
}
