/** What other features may use from the product feature. */
export { productApi, useGetBookByIdQuery } from './product.api';
