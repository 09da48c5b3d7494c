/** The book's details as package documents of both versions spell them. */
import { metadataOfPackage } from './epub-metadata';
import { parsePackage } from './epub-package';

function opf(version: '2.0' | '3.0', metadata: string, manifest = '', spine = '<itemref idref="c1"/>'): string {
  return `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${version}" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">${metadata}</metadata>
  <manifest><item id="c1" href="text/c1.xhtml" media-type="application/xhtml+xml"/>${manifest}</manifest>
  <spine>${spine}</spine>
</package>`;
}

const metadataOf = (version: '2.0' | '3.0', metadata: string, manifest?: string) =>
  metadataOfPackage(parsePackage('OEBPS/content.opf', opf(version, metadata, manifest)));

describe('EPUB metadata', () => {
  it('EPUB 3: the main title, authors by role in order, file-as only without a name', () => {
    const metadata = metadataOf(
      '3.0',
      `<dc:title id="t1">The Collected Letters</dc:title>
       <dc:title id="t2">Monsoon  Letters</dc:title>
       <meta refines="#t1" property="title-type">collection</meta>
       <meta refines="#t2" property="title-type">main</meta>
       <dc:creator id="c1">Asha Verma</dc:creator><meta refines="#c1" property="role" scheme="marc:relators">aut</meta>
       <dc:creator id="c2">Priya Editor</dc:creator><meta refines="#c2" property="role" scheme="marc:relators">edt</meta>
       <dc:creator>Ravi Menon</dc:creator>
       <dc:creator id="c4"> </dc:creator><meta refines="#c4" property="file-as">Tagore, Rabindranath</meta>
       <dc:language>hi-in</dc:language>
       <dc:date>2019-05-12T00:00:00Z</dc:date>
       <dc:publisher> Pustaka   Press </dc:publisher>`,
    );
    expect(metadata).toEqual({
      title: 'Monsoon Letters',
      authors: ['Asha Verma', 'Ravi Menon', 'Tagore, Rabindranath'],
      description: undefined,
      isbn: undefined,
      publisher: 'Pustaka Press',
      publishedDate: '2019-05-12',
      language: 'hi-IN',
    });
  });

  it('EPUB 3 without a main title takes the first', () => {
    expect(metadataOf('3.0', '<dc:title>First</dc:title><dc:title>Second</dc:title>').title).toBe('First');
  });

  it('EPUB 2: opf:role and opf:file-as, and the publication date among several', () => {
    const metadata = metadataOf(
      '2.0',
      `<dc:title>Old Letters</dc:title>
       <dc:creator opf:role="ill">An Illustrator</dc:creator>
       <dc:creator opf:role="aut" opf:file-as="Verma, Asha"></dc:creator>
       <dc:creator opf:role="aut">Ravi Menon</dc:creator>
       <dc:date opf:event="modification">2021-01-01</dc:date>
       <dc:date opf:event="publication">1998-07</dc:date>
       <dc:language>und</dc:language><dc:language>en</dc:language>`,
    );
    expect(metadata.authors).toEqual(['Verma, Asha', 'Ravi Menon']);
    expect(metadata.publishedDate).toBe('1998-07');
    expect(metadata.language).toBe('en');
  });

  it('EPUB 2 without a publication event takes the first date', () => {
    expect(
      metadataOf('2.0', '<dc:date opf:event="creation">2003-02-01</dc:date><dc:date>2004</dc:date>').publishedDate,
    ).toBe('2003-02-01');
  });

  it('a description loses its HTML (even escaped) and is cut to 500 characters at a word', () => {
    const escaped = metadataOf(
      '3.0',
      '<dc:description>&lt;p&gt;A story of &lt;b&gt;rain&lt;/b&gt;.&lt;/p&gt;   &lt;p&gt;And letters.&lt;/p&gt;</dc:description>',
    );
    expect(escaped.description).toBe('A story of rain. And letters.');
    const long = metadataOf('3.0', `<dc:description>${'word '.repeat(200)}</dc:description>`).description!;
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long.endsWith('word…')).toBe(true);
  });

  describe('ISBN', () => {
    it('from urn:isbn: text, hyphens and all', () => {
      expect(metadataOf('3.0', '<dc:identifier id="uid">urn:isbn:978-81-7525-766-5</dc:identifier>').isbn).toBe(
        '9788175257665',
      );
    });

    it('from opf:scheme="ISBN", an ISBN-10 becoming its ISBN-13', () => {
      expect(metadataOf('2.0', '<dc:identifier id="uid" opf:scheme="ISBN">81-7525-766-0</dc:identifier>').isbn).toBe(
        '9788175257665',
      );
    });

    it('from an EPUB 3 identifier-type (ONIX code 15)', () => {
      expect(
        metadataOf(
          '3.0',
          '<dc:identifier id="i1">9788175257665</dc:identifier><meta refines="#i1" property="identifier-type" scheme="onix:codelist5">15</meta>',
        ).isbn,
      ).toBe('9788175257665');
    });

    it('ignores an invalid check digit and goes on to the next', () => {
      const metadata = metadataOf(
        '3.0',
        '<dc:identifier id="uid">urn:isbn:9788175257660</dc:identifier><dc:identifier>urn:isbn:9780306406157</dc:identifier>',
      );
      expect(metadata.isbn).toBe('9780306406157');
      expect(metadataOf('3.0', '<dc:identifier id="uid">urn:isbn:9788175257660</dc:identifier>').isbn).toBeUndefined();
    });

    it('from any identifier that reads as an ISBN, after those declared as one', () => {
      const metadata = metadataOf(
        '3.0',
        '<dc:identifier id="uid">urn:uuid:0d7d1f6a-8a51-4c1f-9d38-6f0b1c0a7e21</dc:identifier><dc:identifier>9780306406157</dc:identifier>',
      );
      expect(metadata.isbn).toBe('9780306406157');
    });
  });
});

describe('EPUB package', () => {
  it('resolves and decodes manifest hrefs, and finds the nav, the NCX and the cover (EPUB 3)', () => {
    const pkg = parsePackage(
      'OEBPS/content.opf',
      opf(
        '3.0',
        '<dc:identifier id="uid">urn:x:1</dc:identifier>',
        `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
         <item id="toc" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
         <item id="img" href="../images/my%20cover.jpg" media-type="image/jpeg" properties="cover-image"/>`,
      ).replace('<spine>', '<spine toc="toc" page-progression-direction="rtl">'),
    );
    expect(pkg.version).toBe(3);
    expect(pkg.uniqueIdentifier).toBe('urn:x:1');
    expect(pkg.navItem?.path).toBe('OEBPS/nav.xhtml');
    expect(pkg.ncxItem?.path).toBe('OEBPS/toc.ncx');
    expect(pkg.coverItem?.path).toBe('images/my cover.jpg');
    expect(pkg.pageProgressionDirection).toBe('rtl');
    expect(pkg.spine).toEqual([{ idref: 'c1', linear: true }]);
  });

  it('EPUB 2: the cover from <meta name="cover">, by id or (as some tools write it) by href, and only an image', () => {
    const manifest =
      '<item id="cover-img" href="cover.png" media-type="image/png"/><item id="cover-page" href="cover.xhtml" media-type="application/xhtml+xml"/>';
    const coverOf = (content: string) =>
      parsePackage('content.opf', opf('2.0', `<meta name="cover" content="${content}"/>`, manifest)).coverItem?.path;
    expect(coverOf('cover-img')).toBe('cover.png');
    expect(coverOf('cover.png')).toBe('cover.png');
    expect(coverOf('cover-page')).toBeUndefined();
  });
});
