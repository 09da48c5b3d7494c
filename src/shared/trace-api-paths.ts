/**
 * The API path of "Trace a file" (issue 37, decision 043), re-exported by api-paths.ts. The client
 * imports it from here, so it stays out of the home page's JavaScript with apiPaths (only Manage
 * Orders, a lazy admin screen, uses it).
 */
export const traceApiPaths = {
  /** Admin: a copy found elsewhere (multipart `File`, PDF or EPUB) -> the download its mark names. */
  traceDownload: '/api/traceDownload',
} as const;
