import { inHindi } from '../i18n/test-locale';
import { formatName, formatPublishedDate, lengthText } from './bookDetails';

describe('book details', () => {
  it('are as today in English', () => {
    expect(formatName('PDF')).toBe('E-Book (PDF)');
    expect(lengthText({ PageCount: 1, WordCount: null })).toBe('1 page');
    expect(lengthText({ PageCount: 1234, WordCount: null })).toBe('1,234 pages');
    expect(lengthText({ PageCount: null, WordCount: 45200 })).toBe('45,200 words');
    expect(formatPublishedDate('2019-05-12')).toBe('12 May 2019');
  });

  describe('in Hindi', () => {
    inHindi();

    it('say format, length and date in Hindi', () => {
      expect(formatName('EPUB')).toBe('ई-बुक (EPUB)');
      expect(lengthText({ PageCount: 320, WordCount: null })).toBe('320 पेज');
      expect(lengthText({ PageCount: null, WordCount: 45200 })).toBe('45,200 शब्द');
      expect(formatPublishedDate('2019-05-12')).toBe('12 मई 2019');
    });
  });
});
