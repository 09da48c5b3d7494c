import { currentSectionLabel, sectionLinksFor } from './navLinks';

describe('admin entries of the section menu', () => {
  it('lists Add Book, Applications and Manage Books for admins only', () => {
    const labels = (isAdmin: boolean) => sectionLinksFor({ isLoggedIn: true, isAdmin }).map((link) => link.label);
    expect(labels(true)).toEqual(expect.arrayContaining(['Add Book', 'Applications', 'Manage Books']));
    expect(labels(false)).not.toEqual(expect.arrayContaining(['Applications']));
    expect(labels(false)).not.toEqual(expect.arrayContaining(['Manage Books']));
    expect(sectionLinksFor({ isLoggedIn: true, isAdmin: true }).find((link) => link.label === 'Manage Books')?.to).toBe('/admin/books');
    expect(currentSectionLabel('/admin/applications')).toBe('Applications');
  });
});
