import { isPreviewOf, loginReturnOf, sameSitePath, searchTextOf, uiPaths, uiRoutes } from './ui-paths';

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

  it('carries a return through login and register, and reads it back', () => {
    const back = { returnTo: '/product/3', addToCart: '3' };
    expect(uiPaths.loginReturning(back)).toBe('/login?returnTo=%2Fproduct%2F3&addToCart=3');
    expect(uiPaths.registerReturning({ returnTo: '/shop?GenerIds=2' })).toBe(
      '/register?returnTo=%2Fshop%3FGenerIds%3D2',
    );
    expect(loginReturnOf(uiPaths.loginReturning(back).split('?')[1]!)).toEqual(back);
    expect(loginReturnOf('?returnTo=%2Fread%2F3')).toEqual({ returnTo: '/read/3' });
    // A book to add means nothing without a place to return to.
    expect(loginReturnOf('?addToCart=3')).toBeNull();
    expect(loginReturnOf('?returnTo=https%3A%2F%2Fevil.example&addToCart=3')).toBeNull();
  });
});

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query and fragment, normalised', () => {
    expect(sameSitePath('/product/3')).toBe('/product/3');
    expect(sameSitePath('/shop?GenerIds=1,2#top')).toBe('/shop?GenerIds=1,2#top');
    expect(sameSitePath('/a/../product/3')).toBe('/product/3');
  });

  it.each([
    ['a full URL', 'https://evil.example/product/3'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'product/3'],
    ['nothing', ''],
    ['no value', null],
  ])('refuses %s', (_label, value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
