import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates as its own unit of work: the page is adopted
 * a section at a time, yielding to the browser between sections, rather than in one long task.
 * Nothing inside suspends in the browser once rendered, so the fallback never shows.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
