/** The results page's address for a search text (a module of its own: the header's light box needs only this). */
export function searchPath(q: string): string {
  return `/search?${new URLSearchParams({ q: q.trim() }).toString()}`;
}
