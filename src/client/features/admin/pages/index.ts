export { AddBookPage } from './AddBookPage';
export { AdminBooksPage } from './AdminBooksPage';
export { AuthorApplicationsPage } from './AuthorApplicationsPage';
export { AdminOrdersPage } from './AdminOrdersPage';
export { StoreSettingsPage } from './StoreSettingsPage';
// Not a page: the header's notice for admins, in the same chunk as the admin screens.
export { TaxInvoiceNotice } from '../components/TaxInvoiceNotice';
