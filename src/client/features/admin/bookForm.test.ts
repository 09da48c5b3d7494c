import { File as NodeFile } from 'node:buffer';
import { messages } from '../../../shared/messages';
import { adminBook } from './admin.handlers';
import {
  bookChanges,
  editValuesOf,
  emptyBookForm,
  fileProblem,
  normalizedDetail,
  parseGstRate,
  uploadFieldsOf,
} from './bookForm';
import { storeSettingsTexts } from '../../../shared/store-settings-texts';
import { bookDetailMessages } from '../../../shared/book-details';

const file = (name: string, type: string) => new NodeFile(['x'], name, { type }) as unknown as File;

describe('the book form', () => {
  it('takes an EPUB by its media type or, as systems often declare it a ZIP or nothing, by its name', () => {
    expect(fileProblem('BookContent', file('book.epub', 'application/epub+zip'))).toBeUndefined();
    expect(fileProblem('BookContent', file('book.epub', 'application/zip'))).toBeUndefined();
    expect(fileProblem('BookContent', file('book.epub', ''))).toBeUndefined();
    expect(fileProblem('BookPreview', file('sample.pdf', 'application/pdf'))).toBeUndefined();
    expect(fileProblem('BookContent', file('book.zip', 'application/zip'))).toBe(bookDetailMessages.uploadNotBook);
    expect(fileProblem('BookPreview', file('cover.png', 'image/png'))).toBe(bookDetailMessages.uploadNotBook);
    expect(fileProblem('BookImage', file('book.epub', 'application/epub+zip'))).toBe(messages.uploadNotImage);
  });

  it('reads a detail as the API stores it: null when blank, undefined when invalid', () => {
    expect(normalizedDetail('Isbn', '81-7525-766-0')).toBe('9788175257665');
    expect(normalizedDetail('Isbn', '978-81-7525-766-4')).toBeUndefined();
    expect(normalizedDetail('Language', 'en_in')).toBe('en-IN');
    expect(normalizedDetail('Publisher', '  ')).toBeNull();
  });

  it('sends a changed detail as stored, a cleared one as null, and nothing for a detail merely re-spelled', () => {
    const book = adminBook({ Isbn: '9788175257665', Publisher: 'Kaveri Books', PublishedDate: null, Language: 'en' });
    const values = {
      ...editValuesOf(book),
      Isbn: '978-81-7525-766-5',
      Publisher: '',
      PublishedDate: '2019',
      Language: 'EN',
    };
    expect(bookChanges(book, values)).toEqual({ Id: book.Id, Publisher: null, PublishedDate: '2019' });
  });

  it("reads a book's own GST rate: blank is the store's rate, else 0 to 28 % with at most 2 decimals", () => {
    expect(parseGstRate(' ')).toEqual({ ok: true, value: null });
    expect(parseGstRate('2.5')).toEqual({ ok: true, value: 2.5 });
    for (const text of ['29', '-1', '2.555', 'five'])
      expect(parseGstRate(text)).toEqual({ ok: false, message: storeSettingsTexts.rateRange });
  });

  it('sends the GST rate only when changed, null when emptied; the upload leaves a blank one out', () => {
    const book = adminBook({ GstRate: 12 });
    const values = editValuesOf(book, '2025-01-01');
    expect(values.GstRate).toBe('12');
    expect(bookChanges(book, values)).toEqual({ Id: book.Id });
    expect(bookChanges(book, { ...values, GstRate: '18' })).toEqual({ Id: book.Id, GstRate: 18 });
    expect(bookChanges(book, { ...values, GstRate: '' })).toEqual({ Id: book.Id, GstRate: null });
    const context = { userId: 'u1', authorName: 'A', genreName: 'G' };
    expect(uploadFieldsOf(emptyBookForm('2025-01-01'), context).GstRate).toBeUndefined();
    expect(uploadFieldsOf({ ...emptyBookForm('2025-01-01'), GstRate: ' 18 ' }, context).GstRate).toBe('18');
  });
});
