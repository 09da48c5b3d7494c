import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The shop's filter state: genres, authors, books' languages, price range, page. It is mirrored in
 * the URL query (?genre=1,2&author=3&language=hi&min=100&max=500&page=2, see shop.query.ts) so a
 * filtered shop can be linked and the back button works; the server does the filtering.
 */
export interface ShopFilters {
  genreIds: string[];
  authorIds: string[];
  /** Language codes as books carry them ('hi', 'en-IN'), as the language facet lists them. */
  languages: string[];
  /** Rupees on the discounted price; null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
}

export const initialShopFilters: ShopFilters = {
  genreIds: [],
  authorIds: [],
  languages: [],
  minPrice: null,
  maxPrice: null,
  page: 1,
};

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

const shopSlice = createSlice({
  name: 'shop',
  initialState: initialShopFilters,
  reducers: {
    genreToggled(state, action: PayloadAction<string>) {
      state.genreIds = toggle(state.genreIds, action.payload);
      state.page = 1;
    },
    authorToggled(state, action: PayloadAction<string>) {
      state.authorIds = toggle(state.authorIds, action.payload);
      state.page = 1;
    },
    languageToggled(state, action: PayloadAction<string>) {
      state.languages = toggle(state.languages, action.payload);
      state.page = 1;
    },
    priceRangeSet(state, action: PayloadAction<{ min: number | null; max: number | null }>) {
      state.minPrice = action.payload.min;
      state.maxPrice = action.payload.max;
      state.page = 1;
    },
    pageSet(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    filtersCleared() {
      return initialShopFilters;
    },
    /** The URL changed (first visit, a shared link, back/forward): take its filters. */
    filtersReplaced(_state, action: PayloadAction<ShopFilters>) {
      return action.payload;
    },
  },
  selectors: {
    selectShopFilters: (state) => state,
  },
});

export const { genreToggled, authorToggled, languageToggled, priceRangeSet, pageSet, filtersCleared, filtersReplaced } =
  shopSlice.actions;
export const { selectShopFilters } = shopSlice.selectors;
export const shopReducer = shopSlice.reducer;
export type ShopAction = ReturnType<(typeof shopSlice.actions)[keyof typeof shopSlice.actions]>;
