/** What other features may use from the product feature. */
export { useGetBookByIdQuery } from './product.api';
