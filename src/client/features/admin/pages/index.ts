export { AddBookPage } from './AddBookPage';
export { AdminRoutes } from './AdminRoutes';
export { AdminBooksPage } from './AdminBooksPage';
export { AuthorApplicationsPage } from './AuthorApplicationsPage';
export { AdminOrdersPage } from './AdminOrdersPage';
export { CouponsPage } from './CouponsPage';
export { StoreSettingsPage } from './StoreSettingsPage';
export { TaxReportPage } from './TaxReportPage';
// Not a page: the header's notice for admins, in the same chunk as the admin screens.
export { TaxInvoiceNotice } from '../components/TaxInvoiceNotice';
