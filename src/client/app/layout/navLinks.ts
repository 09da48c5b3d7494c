import { useAppSelector } from '../hooks';
import { selectIsAdmin, selectIsAuthor, selectIsLoggedIn } from '../../features/session';
import { accountPageTitles } from '../../../shared/messages';
import { uiPaths } from '../../../shared/ui-paths';

export interface NavLink {
  label: string;
  to: string;
}

const publicSections: NavLink[] = [
  { label: 'Home', to: uiPaths.home },
  { label: 'Shop', to: uiPaths.shop },
  { label: 'Author Program', to: uiPaths.authorProgram },
];
const libraryLink: NavLink = { label: accountPageTitles.myLibrary, to: uiPaths.library };
const ordersLink: NavLink = { label: accountPageTitles.myOrders, to: uiPaths.orders };
const deleteAccountLink: NavLink = { label: accountPageTitles.deleteAccount, to: uiPaths.deleteAccount };
const myBooksLink: NavLink = { label: accountPageTitles.myBooks, to: uiPaths.myBooks };
const adminLinks: NavLink[] = [
  { label: 'Add Book', to: uiPaths.addBook },
  { label: 'Applications', to: uiPaths.adminApplications },
  { label: 'Manage Books', to: uiPaths.adminBooks },
  { label: 'Manage Orders', to: uiPaths.adminOrders },
  { label: 'Coupons', to: uiPaths.adminCoupons },
  { label: 'Store settings', to: uiPaths.adminSettings },
  { label: 'Tax reports', to: uiPaths.adminTax },
];

/**
 * The sections of the header dropdown and the mobile menu: Home, Shop and Author
 * Program for everyone, My Library, My Orders and Delete Account when logged in, My Books for
 * authors, Add Book (and the admin screens Applications, Manage Books, Manage Orders, Coupons,
 * Store settings and Tax reports) for user type Admin only.
 */
export function sectionLinksFor({
  isLoggedIn,
  isAdmin,
  isAuthor = false,
}: {
  isLoggedIn: boolean;
  isAdmin: boolean;
  isAuthor?: boolean;
}): NavLink[] {
  return [
    ...publicSections,
    ...(isLoggedIn ? [libraryLink, ordersLink] : []),
    ...(isAuthor ? [myBooksLink] : []),
    ...(isLoggedIn ? [deleteAccountLink] : []),
    ...(isAdmin ? adminLinks : []),
  ];
}

export function useSectionLinks(): NavLink[] {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const isAuthor = useAppSelector(selectIsAuthor);
  return sectionLinksFor({ isLoggedIn, isAdmin, isAuthor });
}

export function currentSectionLabel(pathname: string): string | undefined {
  if (pathname === uiPaths.home || pathname === uiPaths.homeAlias) return 'Home';
  return [...publicSections, libraryLink, ordersLink, deleteAccountLink, myBooksLink, ...adminLinks].find(
    (link) => link.to !== uiPaths.home && pathname.startsWith(link.to),
  )?.label;
}
