import { currentSectionLabel, sectionLinksFor } from './navLinks';

describe('admin entries of the section menu', () => {
  it('lists Add Book, Applications, Manage Books and Manage Orders for admins only', () => {
    const labels = (isAdmin: boolean) => sectionLinksFor({ isLoggedIn: true, isAdmin }).map((link) => link.label);
    expect(labels(true)).toEqual(expect.arrayContaining(['Add Book', 'Applications', 'Manage Books', 'Manage Orders']));
    expect(labels(false)).not.toEqual(expect.arrayContaining(['Manage Orders']));
    expect(labels(false)).not.toEqual(expect.arrayContaining(['Applications']));
    expect(labels(false)).not.toEqual(expect.arrayContaining(['Manage Books']));
    expect(sectionLinksFor({ isLoggedIn: true, isAdmin: true }).find((link) => link.label === 'Manage Books')?.to).toBe(
      '/admin/books',
    );
    expect(currentSectionLabel('/admin/applications')).toBe('Applications');
    expect(currentSectionLabel('/admin/orders')).toBe('Manage Orders');
    expect(
      sectionLinksFor({ isLoggedIn: true, isAdmin: true }).find((link) => link.label === 'Store settings')?.to,
    ).toBe('/admin/settings');
    expect(labels(false)).not.toContain('Store settings');
    expect(currentSectionLabel('/admin/settings')).toBe('Store settings');
    expect(sectionLinksFor({ isLoggedIn: true, isAdmin: true }).find((link) => link.label === 'Tax reports')?.to).toBe(
      '/admin/tax',
    );
    expect(labels(false)).not.toContain('Tax reports');
    expect(currentSectionLabel('/admin/tax')).toBe('Tax reports');
    expect(sectionLinksFor({ isLoggedIn: true, isAdmin: true }).find((link) => link.label === 'Coupons')?.to).toBe(
      '/admin/coupons',
    );
    expect(labels(false)).not.toContain('Coupons');
    expect(currentSectionLabel('/admin/coupons')).toBe('Coupons');
  });

  it('lists My Orders for logged-in users only', () => {
    const labels = (isLoggedIn: boolean) => sectionLinksFor({ isLoggedIn, isAdmin: false }).map((link) => link.label);
    expect(labels(true)).toContain('My Orders');
    expect(labels(false)).not.toContain('My Orders');
    expect(currentSectionLabel('/orders')).toBe('My Orders');
  });
});

describe('author entries of the section menu', () => {
  it('lists My Books for authors only', () => {
    const labels = (isAuthor: boolean) =>
      sectionLinksFor({ isLoggedIn: true, isAdmin: false, isAuthor }).map((link) => link.label);
    expect(labels(true)).toContain('My Books');
    expect(labels(false)).not.toContain('My Books');
    expect(
      sectionLinksFor({ isLoggedIn: true, isAdmin: false, isAuthor: true }).find((link) => link.label === 'My Books')
        ?.to,
    ).toBe('/author');
    expect(currentSectionLabel('/author')).toBe('My Books');
  });
});
