/** What other features may use from the catalog feature. */
export { NewArrivals } from './components/NewArrivals';
