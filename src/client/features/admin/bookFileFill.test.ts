import { bookFileDetails } from './admin.handlers';
import { fillFromBookFile, type FillableValues } from './bookFileFill';
import { bookFileTexts } from './bookFileTexts';

const empty: FillableValues = {
  BookName: '',
  BookDescription: '',
  AuthorId: '',
  Isbn: '',
  Publisher: '',
  PublishedDate: '',
  Language: '',
};

describe("filling the wizard from a book file's details", () => {
  it('fills every empty field the file names, the author by its store id', () => {
    const { changes, filled } = fillFromBookFile(empty, bookFileDetails(), {});
    expect(changes).toEqual({
      BookName: 'Rusty Runs Away',
      BookDescription: 'Rusty leaves home for the hills.',
      AuthorId: 'a1',
      Isbn: '9788175257665',
      Publisher: 'Kaveri Books',
      PublishedDate: '2019-05',
      Language: 'en-IN',
    });
    expect(filled).toEqual(changes);
  });

  it('never replaces what the admin typed, and takes blanks for empty', () => {
    const typed = { ...empty, BookName: 'My Title', Publisher: '  ' };
    const { changes } = fillFromBookFile(typed, bookFileDetails(), {});
    expect(changes).not.toHaveProperty('BookName');
    expect(changes.Publisher).toBe('Kaveri Books');
  });

  it("replaces an earlier file's details still untouched, and empties those the new file does not name", () => {
    const first = fillFromBookFile(empty, bookFileDetails(), {});
    const afterFirst = { ...empty, ...first.changes, Isbn: '81-7525-766-0' };
    const second = fillFromBookFile(
      afterFirst,
      bookFileDetails({ Title: 'The Room on the Roof', AuthorId: null, Publisher: null }),
      first.filled,
    );
    expect(second.changes).toEqual({ BookName: 'The Room on the Roof', AuthorId: '', Publisher: '' });
    // Unchanged values the new file names are its own now; the ISBN the admin typed is not.
    expect(second.filled).toEqual({
      BookName: 'The Room on the Roof',
      BookDescription: 'Rusty leaves home for the hills.',
      PublishedDate: '2019-05',
      Language: 'en-IN',
    });
  });

  it('names the fields filled in words', () => {
    expect(bookFileTexts.filled(['BookName', 'Isbn', 'PublishedDate'], true)).toBe(
      'Filled from the book: title, ISBN, date published and cover.',
    );
    expect(bookFileTexts.filled(['Language'], false)).toBe('Filled from the book: language.');
    expect(bookFileTexts.filled([], false)).toMatch(/names nothing the form is missing/);
  });
});
