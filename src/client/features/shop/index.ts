/** What other features may use from the shop: its grid card (the search results reuse it). */
export { ShopBookCard } from './components/ShopBookCard';
