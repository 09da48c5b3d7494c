import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { uiRoutes } from '../../shared/ui-paths';
import { PageReady } from '../components/PageReady';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { NewArrivals } from '../features/catalog';
import { HomePage } from '../features/catalog/pages/HomePage';
import { selectIsLoggedIn, SessionExpiryHandler } from '../features/session';
import { OptionalPart } from '../components/OptionalPart';
import { lazyPart } from '../lib/retryableLazy';
import { loadMoreMessages } from '../i18n/i18n';
import { useAppSelector } from './hooks';
import { MainLayout } from './layout/MainLayout';
import { PageOutlet } from './layout/PageOutlet';
import { StableNavigateProvider } from '../lib/stableNavigate';

/** Every page except Home is its own chunk, fetched when its route is first visited (or preloadPage). */
const lazyPage = lazyPart;

/**
 * Every page but the home page (and the frames and not-found page, whose texts are in Hindi's
 * first part) has its texts in Hindi's second part (i18n/hindi-more.ts): on a Hindi page its code
 * comes with it, so it never shows English first, and a server-rendered one hydrates in Hindi.
 */
const withMoreMessages =
  <Module,>(load: () => Promise<Module>) =>
  () =>
    Promise.all([load(), loadMoreMessages()]).then(([module]) => module);

/**
 * Payment reports are kept per logged-in user, so a visitor's page needs none of the resender's
 * code (its mutation, back-off and dialog): its own chunk, rendered once a session exists and
 * fetched with the session's code (boot.tsx).
 */
export const PaymentReportResender = lazyPart(
  withMoreMessages(
    () =>
      import(/* webpackChunkName: "payment-report-resender" */ '../features/checkout/components/PaymentReportResender'),
  ),
  (m) => m.PaymentReportResender,
);

/** The lazy pages an element shows (a page, or a page inside a frame such as StandaloneShell). */
function pageLoads(element: ReactNode): Array<() => Promise<unknown>> {
  if (!isValidElement(element)) return [];
  const { preload } = element.type as { preload?: () => Promise<unknown> };
  const children = (element.props as { children?: ReactNode }).children;
  return [...(preload ? [preload] : []), ...Children.toArray(children).flatMap(pageLoads)];
}

/**
 * Fetches the code of the page at this address. Before hydrating a server-rendered page: React
 * can then adopt all of it at once, and a tap on it is never lost to a page whose code is still
 * on its way (React does not replay a click on content it could not hydrate yet).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.flatMap((match) => pageLoads(match.route.element)).map((load) => load()));
}

/** Rarely shown, and never on the home page's first download. */
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage'),
  (m) => m.NotFoundPage,
);
/** The frame of the standalone pages: fetched with the page it frames (preloadPage finds both). */
const StandaloneShell = lazyPage(
  () => import(/* webpackChunkName: "standalone-shell" */ './layout/StandaloneShell'),
  (m) => m.StandaloneShell,
);

const ShopPage = lazyPage(
  withMoreMessages(() => import('../features/shop/pages/ShopPage')),
  (m) => m.ShopPage,
);
const ProductPage = lazyPage(
  withMoreMessages(() => import('../features/product/pages/ProductPage')),
  (m) => m.ProductPage,
);
const SearchPage = lazyPage(
  withMoreMessages(() => import('../features/search/pages/SearchPage')),
  (m) => m.SearchPage,
);
const AuthorProgramPage = lazyPage(
  withMoreMessages(() => import('../features/authorProgram/pages/AuthorProgramPage')),
  (m) => m.AuthorProgramPage,
);
const WishlistPage = lazyPage(
  withMoreMessages(() => import('../features/lists/pages/WishlistPage')),
  (m) => m.WishlistPage,
);
const CartPage = lazyPage(
  withMoreMessages(() => import('../features/lists/pages/CartPage')),
  (m) => m.CartPage,
);
const ProfilePage = lazyPage(
  withMoreMessages(() => import('../features/session/pages/ProfilePage')),
  (m) => m.ProfilePage,
);
const LibraryPage = lazyPage(
  withMoreMessages(() => import('../features/library/pages/LibraryPage')),
  (m) => m.LibraryPage,
);
const MyOrdersPage = lazyPage(
  withMoreMessages(() => import('../features/orders/pages/MyOrdersPage')),
  (m) => m.MyOrdersPage,
);
const MyBooksPage = lazyPage(
  withMoreMessages(() => import('../features/authorBooks/pages/MyBooksPage')),
  (m) => m.MyBooksPage,
);
// The reader is the heaviest screen: its chunk, and pdf.js's after it, load only on /read/.
const ReaderPage = lazyPage(
  withMoreMessages(() => import('../features/reader/pages/ReaderPage')),
  (m) => m.ReaderPage,
);
/** The admin screens share one chunk: one entry in the home page's chunk map, not one per screen. */
const adminPages = withMoreMessages(() => import('../features/admin/pages'));
const AddBookPage = lazyPage(adminPages, (m) => m.AddBookPage);
/** Every /admin/ screen: their routes live in the admin chunk (AdminRoutes). */
const AdminPages = lazyPage(adminPages, (m) => m.AdminRoutes);
const DeleteAccountPage = lazyPage(
  withMoreMessages(() => import('../features/session/pages/DeleteAccountPage')),
  (m) => m.DeleteAccountPage,
);
const LoginPage = lazyPage(
  withMoreMessages(() => import('../features/session/pages/LoginPage')),
  (m) => m.LoginPage,
);
const RegisterPage = lazyPage(
  withMoreMessages(() => import('../features/session/pages/RegisterPage')),
  (m) => m.RegisterPage,
);
/** The pages of mailed links share one chunk, like the admin screens. */
const accountLinkPages = withMoreMessages(() => import('../features/session/pages/accountLinkPages'));
const ForgotPasswordPage = lazyPage(accountLinkPages, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyPage(accountLinkPages, (m) => m.ResetPasswordPage);
const VerifyEmailPage = lazyPage(accountLinkPages, (m) => m.VerifyEmailPage);
const SetPasswordPage = lazyPage(accountLinkPages, (m) => m.SetPasswordPage);
const UndoEmailChangePage = lazyPage(accountLinkPages, (m) => m.UndoEmailChangePage);
const newsletterLinkPages = () => import('../features/newsletter/pages/NewsletterLinkPages');
const NewsletterConfirmPage = lazyPage(newsletterLinkPages, (m) => m.NewsletterConfirmPage);
const NewsletterUnsubscribePage = lazyPage(newsletterLinkPages, (m) => m.NewsletterUnsubscribePage);
const TermsPage = lazyPage(
  withMoreMessages(() => import('../features/legal/pages/TermsPage')),
  (m) => m.TermsPage,
);
const PrivacyPage = lazyPage(
  withMoreMessages(() => import('../features/legal/pages/PrivacyPage')),
  (m) => m.PrivacyPage,
);

/** A page outside the main layout in the slim frame with the logo and a way home. */
function framed(page: ReactNode, mainSx: SxProps<Theme>) {
  return <StandaloneShell mainSx={mainSx}>{page}</StandaloneShell>;
}
const legalSx = { py: { xs: 4, md: 6 } };
const formSx = { px: 2 };

function StandalonePages() {
  return (
    <PageOutlet>
      <PageReady />
    </PageOutlet>
  );
}

/**
 * The root of every route ends a session the server refused (lib/api.ts, SessionExpiryHandler) and
 * re-sends payment reports that did not reach the server (PaymentReportResender), on every page.
 * Its error boundary is the last resort (a layout that fails); a failing page is caught inside its
 * layout (PageOutlet).
 */
function GuardedPages() {
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <>
      <SessionExpiryHandler />
      {isLoggedIn ? (
        // Kept reports wait in storage: a resender whose code cannot be downloaded now runs on the next page load.
        <OptionalPart>
          <Suspense fallback={null}>
            <PaymentReportResender />
          </Suspense>
        </OptionalPart>
      ) : null}
      <PageErrorBoundary key={pathname}>
        <Outlet />
      </PageErrorBoundary>
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
          { path: uiRoutes.homeAlias, element: <HomePage /> },
          { path: uiRoutes.shop, element: <ShopPage /> },
          { path: uiRoutes.authorProgram, element: <AuthorProgramPage /> },
          { path: uiRoutes.wishlist, element: <WishlistPage /> },
          { path: uiRoutes.cart, element: <CartPage /> },
          { path: uiRoutes.profile, element: <ProfilePage /> },
          { path: uiRoutes.library, element: <LibraryPage /> },
          { path: uiRoutes.orders, element: <MyOrdersPage /> },
          { path: uiRoutes.myBooks, element: <MyBooksPage /> },
          // The product page lists the new arrivals below the book.
          { path: uiRoutes.product, element: <ProductPage below={<NewArrivals />} /> },
          { path: uiRoutes.search, element: <SearchPage /> },
          { path: uiRoutes.addBook, element: <AddBookPage /> },
          { path: '/admin/*', element: <AdminPages /> },
          { path: uiRoutes.deleteAccount, element: <DeleteAccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <StandalonePages />,
        children: [
          { path: uiRoutes.login, element: framed(<LoginPage />, formSx) },
          { path: uiRoutes.register, element: framed(<RegisterPage />, formSx) },
          { path: uiRoutes.forgotPassword, element: framed(<ForgotPasswordPage />, formSx) },
          { path: uiRoutes.resetPassword, element: framed(<ResetPasswordPage />, formSx) },
          { path: uiRoutes.verifyEmail, element: framed(<VerifyEmailPage />, formSx) },
          { path: uiRoutes.setPassword, element: framed(<SetPasswordPage />, formSx) },
          { path: uiRoutes.undoEmailChange, element: framed(<UndoEmailChangePage />, formSx) },
          { path: uiRoutes.newsletterConfirm, element: framed(<NewsletterConfirmPage />, formSx) },
          { path: uiRoutes.newsletterUnsubscribe, element: framed(<NewsletterUnsubscribePage />, formSx) },
          { path: uiRoutes.terms, element: framed(<TermsPage />, legalSx) },
          { path: uiRoutes.privacy, element: framed(<PrivacyPage />, legalSx) },
          { path: uiRoutes.read, element: <ReaderPage /> },
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
  const matched = useRoutes(routes);
  return <StableNavigateProvider>{matched}</StableNavigateProvider>;
}
