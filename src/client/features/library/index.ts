/** What other features may use from the library feature. */
export { useGetLibraryQuery, useGetReadingProgressQuery, useSaveReadingProgressMutation } from './library.api';
export { useOwnsBook } from './useOwnsBook';
