import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin, selectIsLoggedIn } from '../../features/session';

export interface NavLink {
  label: string;
  to: string;
}

const publicSections: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'Author Program', to: '/contact' },
];
const libraryLink: NavLink = { label: 'My Library', to: '/library' };
const deleteAccountLink: NavLink = { label: 'Delete Account', to: '/deleteAccount' };
const adminLinks: NavLink[] = [
  { label: 'Add Book', to: '/addbook' },
  { label: 'Applications', to: '/admin/applications' },
  { label: 'Manage Books', to: '/admin/books' },
];

/**
 * The sections of the header dropdown and the mobile menu (spec section 2): Home, Shop and Author
 * Program for everyone, My Library and Delete Account when logged in, Add Book (and the admin screens Applications
 * and Manage Books) for user type Admin only.
 */
export function sectionLinksFor({ isLoggedIn, isAdmin }: { isLoggedIn: boolean; isAdmin: boolean }): NavLink[] {
  return [...publicSections, ...(isLoggedIn ? [libraryLink, deleteAccountLink] : []), ...(isAdmin ? adminLinks : [])];
}

export function useSectionLinks(): NavLink[] {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  return sectionLinksFor({ isLoggedIn, isAdmin });
}

export function currentSectionLabel(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/home') return 'Home';
  return [...publicSections, libraryLink, deleteAccountLink, ...adminLinks].find(
    (link) => link.to !== '/' && pathname.startsWith(link.to),
  )?.label;
}
