/**
 * The API path of a free book's Get it free (decision 047), re-exported by api-paths.ts. The client
 * imports it from here, so it stays out of the home page's JavaScript with apiPaths.
 */
export const freeBookApiPaths = {
  /** A signed-in shopper takes a free book into the library: an order of ₹0, no payment. */
  getFreeBook: '/api/getFreeBook',
} as const;
