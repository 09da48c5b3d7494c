import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { MainLayout, PageLoading } from '../components/layout/MainLayout';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { HomePage } from '../features/catalog/pages/HomePage';
import { SessionExpiryHandler } from '../features/session';

/** Every page except Home is its own chunk, fetched when its route is first visited. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const ShopPage = lazyPage(() => import('../features/shop/pages/ShopPage'), (m) => m.ShopPage);
const ProductPage = lazyPage(() => import('../features/product/pages/ProductPage'), (m) => m.ProductPage);
const SearchPage = lazyPage(() => import('../features/search/pages/SearchPage'), (m) => m.SearchPage);
const AuthorProgramPage = lazyPage(() => import('../features/authorProgram/pages/AuthorProgramPage'), (m) => m.AuthorProgramPage);
const WishlistPage = lazyPage(() => import('../features/wishlist/pages/WishlistPage'), (m) => m.WishlistPage);
const CartPage = lazyPage(() => import('../features/cart/pages/CartPage'), (m) => m.CartPage);
const ProfilePage = lazyPage(() => import('../features/session/pages/ProfilePage'), (m) => m.ProfilePage);
const LibraryPage = lazyPage(() => import('../features/library/pages/LibraryPage'), (m) => m.LibraryPage);
// The reader is the heaviest screen: its chunk, and pdf.js's after it, load only on /read/.
const ReaderPage = lazyPage(() => import('../features/reader/pages/ReaderPage'), (m) => m.ReaderPage);
/** The admin screens share one chunk: one entry in the home page's chunk map, not one per screen. */
const adminPages = () => import('../features/admin/pages');
const AddBookPage = lazyPage(adminPages, (m) => m.AddBookPage);
const AuthorApplicationsPage = lazyPage(adminPages, (m) => m.AuthorApplicationsPage);
const AdminBooksPage = lazyPage(adminPages, (m) => m.AdminBooksPage);
const DeleteAccountPage = lazyPage(() => import('../features/session/pages/DeleteAccountPage'), (m) => m.DeleteAccountPage);
const LoginPage = lazyPage(() => import('../features/session/pages/LoginPage'), (m) => m.LoginPage);
const RegisterPage = lazyPage(() => import('../features/session/pages/RegisterPage'), (m) => m.RegisterPage);
const TermsPage = lazyPage(() => import('../features/legal/pages/TermsPage'), (m) => m.TermsPage);
const PrivacyPage = lazyPage(() => import('../features/legal/pages/PrivacyPage'), (m) => m.PrivacyPage);

function StandalonePages() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * A failing page shows the generic error; the next navigation gets a fresh boundary. The root of
 * every route also ends a session the server refused (lib/api.ts, SessionExpiryHandler).
 */
function GuardedPages() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionExpiryHandler />
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <GuardedPages />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'shop', element: <ShopPage /> },
          { path: 'contact', element: <AuthorProgramPage /> },
          { path: 'wishlist', element: <WishlistPage /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'library', element: <LibraryPage /> },
          { path: 'product/:productId', element: <ProductPage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'addbook', element: <AddBookPage /> },
          { path: 'admin/applications', element: <AuthorApplicationsPage /> },
          { path: 'admin/books', element: <AdminBooksPage /> },
          { path: 'deleteAccount', element: <DeleteAccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <StandalonePages />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'terms-and-conditions', element: <TermsPage /> },
          { path: 'privacy-policy', element: <PrivacyPage /> },
          { path: 'read/:bookId', element: <ReaderPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's routes in React Router's declarative mode (inside <BrowserRouter>): its data-router
 * mode would add ~17 KB gzip to the home page for loaders and actions this SPA does not use.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
