/**
 * The API path of an upcoming book's "Notify me" (decision 046), re-exported by api-paths.ts. The
 * client imports it from here, so it stays out of the home page's JavaScript with apiPaths.
 */
export const releaseApiPaths = {
  /** A signed-in shopper asks to be mailed when an upcoming book comes out. */
  notifyOnRelease: '/api/notifyOnRelease',
} as const;
