import { isPreviewOf, searchTextOf, uiPaths, uiRoutes } from './ui-paths';

describe('uiPaths', () => {
  it('gives the fixed routes as they are', () => {
    expect(uiPaths.home).toBe('/');
    expect(uiPaths.cart).toBe('/cart');
    expect(uiPaths.authorProgram).toBe('/contact');
    expect(uiPaths.adminBooks).toBe('/admin/books');
  });

  it('fills a route parameter as one encoded path segment', () => {
    expect(uiPaths.product('42')).toBe('/product/42');
    expect(uiPaths.product('a/b?c#d')).toBe('/product/a%2Fb%3Fc%23d');
    expect(uiPaths.read('7')).toBe('/read/7');
    expect(uiPaths.read('7 8')).toBe('/read/7%208');
  });

  it('marks the preview in the reader address', () => {
    expect(uiPaths.read('7', { preview: true })).toBe('/read/7?preview=1');
    expect(isPreviewOf('?preview=1')).toBe(true);
    expect(isPreviewOf('')).toBe(false);
  });

  it('encodes the search text as a query, trimmed, and reads it back', () => {
    expect(uiPaths.search('  anita rao ')).toBe('/search?q=anita+rao');
    const tricky = 'a&b=c?d#e+f%g é';
    const address = uiPaths.search(tricky);
    expect(address.startsWith('/search?q=')).toBe(true);
    expect(searchTextOf(address.slice(address.indexOf('?')))).toBe(tricky);
    expect(searchTextOf(new URLSearchParams({ q: 'river' }))).toBe('river');
    expect(searchTextOf('?x=1')).toBe('');
  });

  it('has a pattern for every route, each absolute and unique', () => {
    const patterns = Object.values(uiRoutes);
    expect(patterns.every((pattern) => pattern.startsWith('/'))).toBe(true);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
