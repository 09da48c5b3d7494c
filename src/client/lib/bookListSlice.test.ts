import { createBookListSlice, initialBookListState } from './bookListSlice';

const cart = createBookListSlice('cart');
const { addRequested, added, addRefused, removeRequested, removed, removeRefused, loginRequested } = cart.actions;

describe('a book list slice', () => {
  it('names its actions as the events a shopper causes', () => {
    expect(
      [addRequested, added, addRefused, removeRequested, removed, removeRefused, loginRequested].map(
        (action) => action.type,
      ),
    ).toEqual([
      'cart/addRequested',
      'cart/added',
      'cart/addRefused',
      'cart/removeRequested',
      'cart/removed',
      'cart/removeRefused',
      'cart/loginRequested',
    ]);
  });

  it('holds a book as being added until the server answers, either way', () => {
    const adding = [addRequested({ bookId: '1' }), addRequested({ bookId: '2' }), addRequested({ bookId: '1' })].reduce(
      cart.reducer,
      initialBookListState,
    );
    expect(adding.adding).toEqual(['1', '2']);
    expect(cart.reducer(adding, added({ bookId: '1' })).adding).toEqual(['2']);
    expect(cart.reducer(adding, addRefused({ bookId: '2', reason: 'Already in cart' })).adding).toEqual(['1']);
  });

  it('holds a book as being removed until the server answers, either way', () => {
    const removing = cart.reducer(initialBookListState, removeRequested({ bookId: '7' }));
    expect(removing.removing).toEqual(['7']);
    expect(cart.reducer(removing, removed({ bookId: '7' }))).toEqual(initialBookListState);
    expect(cart.reducer(removing, removeRefused({ bookId: '7', reason: 'Gone' }))).toEqual(initialBookListState);
  });

  it("records a visitor's tap without changing what is in flight", () => {
    expect(cart.reducer(initialBookListState, loginRequested({ bookId: '3' }))).toEqual(initialBookListState);
  });
});
