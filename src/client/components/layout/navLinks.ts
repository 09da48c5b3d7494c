/** The sections of the header dropdown and the mobile menu (spec section 2, logged-out view). */
export const sectionLinks = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'Author Program', to: '/contact' },
] as const;

export function currentSectionLabel(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/home') return 'Home';
  return sectionLinks.find((link) => link.to !== '/' && pathname.startsWith(link.to))?.label;
}
