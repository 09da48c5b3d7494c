/**
 * The admin screens' routes, under /admin/* (app/router.tsx): in the admin chunk with the screens,
 * so a new admin screen costs the home page's JavaScript nothing (one route and one chunk entry
 * there serve them all). Paths are uiRoutes' own, relative to /admin/.
 */
import { useRoutes } from 'react-router-dom';
import { uiRoutes } from '../../../../shared/ui-paths';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { AdminBooksPage } from './AdminBooksPage';
import { AdminOrdersPage } from './AdminOrdersPage';
import { AuthorApplicationsPage } from './AuthorApplicationsPage';
import { CouponsPage } from './CouponsPage';
import { StoreSettingsPage } from './StoreSettingsPage';
import { TaxReportPage } from './TaxReportPage';

/** '/admin/orders' -> 'orders'. */
const underAdmin = (path: string) => path.replace(/^\/admin\//, '');

/** Exported for the router's test: every uiRoutes path is mounted somewhere. */
export const adminRoutes = [
  { path: underAdmin(uiRoutes.adminApplications), element: <AuthorApplicationsPage /> },
  { path: underAdmin(uiRoutes.adminBooks), element: <AdminBooksPage /> },
  { path: underAdmin(uiRoutes.adminOrders), element: <AdminOrdersPage /> },
  { path: underAdmin(uiRoutes.adminCoupons), element: <CouponsPage /> },
  { path: underAdmin(uiRoutes.adminSettings), element: <StoreSettingsPage /> },
  { path: underAdmin(uiRoutes.adminTax), element: <TaxReportPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
