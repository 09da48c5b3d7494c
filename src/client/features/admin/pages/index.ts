export { AddBookPage } from './AddBookPage';
export { AdminBooksPage } from './AdminBooksPage';
export { AuthorApplicationsPage } from './AuthorApplicationsPage';
export { AdminOrdersPage } from './AdminOrdersPage';
