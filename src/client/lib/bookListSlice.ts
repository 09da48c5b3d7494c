import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The cart's and the wishlist's state machines (the slices the client's fixed stack asks for: decision 001): what the shopper asked
 * for and how it ended, as events, e.g. cart/addRequested -> cart/added or cart/addRefused. The
 * lists themselves are server data and stay in RTK Query (their tags refresh the pages and the
 * header's badges); these slices hold only what is in flight, so a button knows its own book is
 * being added, and Redux DevTools shows a shopper's session as the steps they took rather than as
 * generic api/executeMutation entries. One factory, two slices: both lists follow the same rules.
 */
export interface BookListState {
  /** Books being added (their ids), until the server answers. */
  adding: string[];
  /** Books being removed (their ids), until the server answers. */
  removing: string[];
}

export const initialBookListState: BookListState = { adding: [], removing: [] };

interface BookEvent {
  bookId: string;
}

interface RefusalEvent extends BookEvent {
  /** What the shopper was told (the server's Message or the generic error). */
  reason: string;
}

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

export function createBookListSlice<Name extends 'cart' | 'wishlist'>(name: Name) {
  return createSlice({
    name,
    initialState: initialBookListState,
    reducers: {
      /** A visitor tapped Add: they are offered to log in (nothing is sent). */
      loginRequested: (_state, _action: PayloadAction<BookEvent>) => {},
      addRequested: (state, action: PayloadAction<BookEvent>) => {
        if (!state.adding.includes(action.payload.bookId)) state.adding.push(action.payload.bookId);
      },
      added: (state, action: PayloadAction<BookEvent>) => {
        state.adding = without(state.adding, action.payload.bookId);
      },
      addRefused: (state, action: PayloadAction<RefusalEvent>) => {
        state.adding = without(state.adding, action.payload.bookId);
      },
      removeRequested: (state, action: PayloadAction<BookEvent>) => {
        if (!state.removing.includes(action.payload.bookId)) state.removing.push(action.payload.bookId);
      },
      removed: (state, action: PayloadAction<BookEvent>) => {
        state.removing = without(state.removing, action.payload.bookId);
      },
      removeRefused: (state, action: PayloadAction<RefusalEvent>) => {
        state.removing = without(state.removing, action.payload.bookId);
      },
    },
    selectors: {
      selectAdding: (state) => state.adding,
      selectRemoving: (state) => state.removing,
    },
  });
}
