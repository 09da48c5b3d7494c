/** What other features may use from the author's books feature. */
export { useGetAuthorBooksQuery } from './authorBooks.api';
