/**
 * What the rest of the app uses from search: the header's box. It is light (a plain input); the
 * autocomplete behind it is its own chunk, and so is the results page (a lazy route).
 */
export { HeaderSearch } from './components/HeaderSearch';
