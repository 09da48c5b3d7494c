/** What other features may use from the shop: its grid card and results grid (search reuses them). */
export { BookResultsGrid } from './components/BookResultsGrid';
export { ShopBookCard } from './components/ShopBookCard';
