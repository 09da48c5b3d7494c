/** The admin's "Available on" (decision 046): sent only when changed, cleared as null, left out of an upload when blank. */
import { adminBook } from './admin.handlers';
import { bookChanges, editValuesOf, emptyBookForm, uploadFieldsOf } from './bookForm';

test('the Edit dialog sends AvailableOn only when changed, and a cleared date as null', () => {
  const book = adminBook();
  expect(bookChanges(book, editValuesOf(book))).toEqual({ Id: 'b1' });
  expect(bookChanges(book, { ...editValuesOf(book), AvailableOn: '2999-01-01' })).toEqual({
    Id: 'b1',
    AvailableOn: '2999-01-01',
  });
  const dated = adminBook({ AvailableOn: '2999-01-01' });
  expect(editValuesOf(dated).AvailableOn).toBe('2999-01-01');
  expect(bookChanges(dated, { ...editValuesOf(dated), AvailableOn: '' })).toEqual({ Id: 'b1', AvailableOn: null });
});

test('the wizard sends the date when given, nothing when blank', () => {
  const context = { userId: 'u1', authorName: 'A', genreName: 'G' };
  expect(uploadFieldsOf(emptyBookForm('2026-01-01'), context).AvailableOn).toBeUndefined();
  expect(uploadFieldsOf({ ...emptyBookForm('2026-01-01'), AvailableOn: '2999-01-01' }, context).AvailableOn).toBe(
    '2999-01-01',
  );
});
