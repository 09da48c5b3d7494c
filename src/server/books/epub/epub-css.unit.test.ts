import { cssReferences, filterCssReferences } from './epub-css';

describe('stylesheet references', () => {
  const css = [
    '@import url("fonts.css");',
    "@import 'print.css' print;",
    '/* url(commented.png) */',
    '@font-face { src: url(../fonts/a.otf) format("opentype"), url( "https://example.com/b.woff" ); }',
    "h1 { background: url('img/rule.png') }",
  ].join('\n');

  it('finds @import and url() in every spelling, not inside comments', () => {
    expect(cssReferences(css)).toEqual([
      { url: 'fonts.css', kind: 'import' },
      { url: 'print.css', kind: 'import' },
      { url: '../fonts/a.otf', kind: 'url' },
      { url: 'https://example.com/b.woff', kind: 'url' },
      { url: 'img/rule.png', kind: 'url' },
    ]);
  });

  it('drops what it is told to: an @import rule goes, a url() becomes none', () => {
    const kept = filterCssReferences(
      css,
      (reference) => !reference.url.includes('print') && !reference.url.startsWith('https:'),
    );
    expect(kept).toBe(
      [
        '@import url("fonts.css");',
        '',
        '/* url(commented.png) */',
        '@font-face { src: url(../fonts/a.otf) format("opentype"), none; }',
        "h1 { background: url('img/rule.png') }",
      ].join('\n'),
    );
  });
});
