import { folderOf, relativeHref, resolveHref } from './epub-paths';

describe('EPUB paths', () => {
  it('resolves hrefs against the referring folder, percent-decoded, with the fragment apart', () => {
    expect(resolveHref('OEBPS/text/', '../images/my%20map.png')).toEqual({
      kind: 'local',
      path: 'OEBPS/images/my map.png',
      fragment: undefined,
    });
    expect(resolveHref('OEBPS/', 'ch1.xhtml#p%201')).toEqual({
      kind: 'local',
      path: 'OEBPS/ch1.xhtml',
      fragment: 'p 1',
    });
    expect(resolveHref('OEBPS/', './a/./b.css?v=2')).toEqual({
      kind: 'local',
      path: 'OEBPS/a/b.css',
      fragment: undefined,
    });
    expect(resolveHref('OEBPS/', '#note')).toEqual({ kind: 'same-document', fragment: 'note' });
    expect(resolveHref('OEBPS/', '/META-INF/x.xml')).toEqual({
      kind: 'local',
      path: 'META-INF/x.xml',
      fragment: undefined,
    });
  });

  it('tells remote and other schemes apart', () => {
    expect(resolveHref('', 'https://example.com/a.mp3').kind).toBe('remote');
    expect(resolveHref('', '//example.com/a.mp3').kind).toBe('remote');
    expect(resolveHref('', 'mailto:a@example.com').kind).toBe('other');
    expect(resolveHref('', 'data:image/png;base64,AAAA').kind).toBe('other');
  });

  it('reports an href that climbs above the archive root, encoded or not', () => {
    expect(resolveHref('OEBPS/', '../../etc/passwd')).toEqual({ kind: 'escapes', href: '../../etc/passwd' });
    expect(resolveHref('OEBPS/', '%2e%2e/%2e%2e/x').kind).toBe('escapes');
    expect(resolveHref('OEBPS/', '../fonts/a.otf')).toEqual({
      kind: 'local',
      path: 'fonts/a.otf',
      fragment: undefined,
    });
  });

  it('writes relative, encoded hrefs back', () => {
    expect(folderOf('OEBPS/text/ch1.xhtml')).toBe('OEBPS/text/');
    expect(folderOf('content.opf')).toBe('');
    expect(relativeHref('OEBPS/text/', 'OEBPS/images/my map.png')).toBe('../images/my%20map.png');
    expect(relativeHref('OEBPS/', 'OEBPS/ch1.xhtml', 'p1')).toBe('ch1.xhtml#p1');
    expect(relativeHref('', 'OEBPS/a.css')).toBe('OEBPS/a.css');
  });
});
