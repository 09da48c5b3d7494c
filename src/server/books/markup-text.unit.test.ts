import { countWords, decodeEntities, markupText } from './markup-text';

describe('markupText', () => {
  it('reads the body, not the head, scripts or styles', () => {
    const text = markupText(
      '<html><head><title>Head title</title><style>p { x: y }</style></head><body><p>One two</p><script>var three = 3;</script><p>four</p></body></html>',
    );
    expect(countWords(text)).toBe(3);
    expect(text).not.toMatch(/Head|three|x: y/);
  });

  it('separates words at block boundaries and line breaks, not inside inline elements (a drop cap)', () => {
    expect(countWords(markupText('<p>one</p><p>two</p>'))).toBe(2);
    expect(countWords(markupText('<p>one<br/>two</p>'))).toBe(2);
    expect(countWords(markupText('<p><span class="dropcap">T</span>he end</p>'))).toBe(2);
  });

  it('decodes entities and CDATA, and keeps a ">" inside an attribute from ending the tag', () => {
    expect(markupText('<p title="a > b">fish&nbsp;&amp;&#160;chips &hellip;<![CDATA[ raw ]]></p>')).toBe(
      ' fish\u00a0&\u00a0chips … raw  ',
    );
    expect(decodeEntities('&unknown; &#x1F600;')).toBe('&unknown; 😀');
  });

  it('skips an empty-element script without losing the rest of the document', () => {
    expect(countWords(markupText('<head><script src="a.js"/></head><body><p>still counted</p></body>'))).toBe(2);
  });
});

describe('countWords', () => {
  it('counts Hindi (Devanagari) words, which spaces separate, and not a danda or dash on its own', () => {
    expect(countWords('राम ने सीता को पत्र लिखा । फिर वह बाज़ार गया — अकेले।')).toBe(11);
  });

  it('counts numbers as words and punctuation alone as none', () => {
    expect(countWords('In 1947 , at midnight ... -- freedom')).toBe(5);
  });
});
