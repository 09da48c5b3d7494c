import type { MessageDescriptor } from '@lingui/core';
import { useAppSelector } from '../hooks';
import { selectIsAdmin, selectIsAuthor, selectIsLoggedIn } from '../../features/session';
import { accountPageTitles } from '../../../shared/messages';
import { uiPaths } from '../../../shared/ui-paths';
import type { Translate } from '../../i18n/translate';
import { layoutMessages } from './layout.messages';

export interface NavLink {
  /** The English name, which also tells the links apart ('My Orders'). */
  label: string;
  to: string;
  /** The layout's own message for it; without one, the label is a shared text (accountPageTitles). */
  message?: MessageDescriptor;
}

/** A link's name in the page's language. */
export function navLinkText(t: Translate, link: NavLink): string {
  return link.message ? t(link.message) : t.text(link.label);
}

const publicSections: NavLink[] = [
  { label: 'Home', message: layoutMessages.home, to: uiPaths.home },
  { label: 'Shop', message: layoutMessages.shop, to: uiPaths.shop },
  { label: 'Author Program', message: layoutMessages.authorProgram, to: uiPaths.authorProgram },
];
const libraryLink: NavLink = { label: accountPageTitles.myLibrary, to: uiPaths.library };
const ordersLink: NavLink = { label: accountPageTitles.myOrders, to: uiPaths.orders };
const deleteAccountLink: NavLink = { label: accountPageTitles.deleteAccount, to: uiPaths.deleteAccount };
const myBooksLink: NavLink = { label: accountPageTitles.myBooks, to: uiPaths.myBooks };
const adminLinks: NavLink[] = [
  { label: 'Add Book', message: layoutMessages.addBook, to: uiPaths.addBook },
  { label: 'Applications', message: layoutMessages.applications, to: uiPaths.adminApplications },
  { label: 'Manage Books', message: layoutMessages.manageBooks, to: uiPaths.adminBooks },
  { label: 'Manage Orders', message: layoutMessages.manageOrders, to: uiPaths.adminOrders },
  { label: 'Coupons', message: layoutMessages.coupons, to: uiPaths.adminCoupons },
  { label: 'Store settings', message: layoutMessages.storeSettings, to: uiPaths.adminSettings },
  { label: 'Tax reports', message: layoutMessages.taxReports, to: uiPaths.adminTax },
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

/** The section a page belongs to, if any. */
export function currentSection(pathname: string): NavLink | undefined {
  if (pathname === uiPaths.home || pathname === uiPaths.homeAlias) return publicSections[0];
  return [...publicSections, libraryLink, ordersLink, deleteAccountLink, myBooksLink, ...adminLinks].find(
    (link) => link.to !== uiPaths.home && pathname.startsWith(link.to),
  );
}

export function currentSectionLabel(pathname: string): string | undefined {
  return currentSection(pathname)?.label;
}
