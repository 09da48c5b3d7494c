import { serializeXml, parseXml, NS, descendants } from './epub-xml';
import { cutAfterWords } from './epub-sample-cut';

function bodyOf(markup: string) {
  const document = parseXml(
    `<html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${markup}</body></html>`,
    'strict',
    'application/xhtml+xml',
  );
  const body = descendants(document, NS.xhtml, 'body')[0]!;
  return { body, html: () => serializeXml(body).replace(/^<body[^>]*>|<\/body>$/g, '') };
}

describe('cutAfterWords', () => {
  it('keeps whole blocks up to the one where the budget is reached, inside nested sections', () => {
    const { body, html } = bodyOf(
      '<section><h2>Two words</h2><div><p>three more words</p><p>and four more here</p></div><p>never kept</p></section><p>nor this</p>',
    );
    expect(cutAfterWords(body, 5)).toBe(5);
    expect(html()).toBe('<section><h2>Two words</h2><div><p>three more words</p></div></section>');
  });

  it('never cuts inside a paragraph at a line break, and counts a drop cap as part of its word', () => {
    const { body, html } = bodyOf('<p><span>O</span>nce upon<br/>a time</p><p>later</p>');
    expect(cutAfterWords(body, 2)).toBe(4);
    expect(html()).toBe('<p><span>O</span>nce upon<br/>a time</p>');
  });

  it('keeps a table whole', () => {
    const { body, html } = bodyOf('<table><tr><td>one</td><td>two</td></tr><tr><td>three</td></tr></table><p>four</p>');
    expect(cutAfterWords(body, 1)).toBe(3);
    expect(html()).toBe('<table><tr><td>one</td><td>two</td></tr><tr><td>three</td></tr></table>');
  });

  it('keeps everything when the budget is never reached', () => {
    const { body, html } = bodyOf('<p>one two</p>loose text<p>three</p>');
    expect(cutAfterWords(body, 100)).toBe(5);
    expect(html()).toBe('<p>one two</p>loose text<p>three</p>');
  });
});
