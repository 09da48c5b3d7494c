import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isErrorBody } from '../../../shared/contract/error.contract';
import { messages } from '../../../shared/messages';
import { newsletterApi } from './newsletter.api';

export type NewsletterStatus = 'idle' | 'loading' | 'error' | 'success';

export interface NewsletterState {
  status: NewsletterStatus;
  /** The text shown under the box: the server's answer, or what went wrong. */
  message: string;
}

export const initialNewsletterState: NewsletterState = { status: 'idle', message: '' };

const { subscribeForNewsletter } = newsletterApi.endpoints;

/** The newsletter box's state machine: idle, loading, error or success. */
const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState: initialNewsletterState,
  reducers: {
    /** The form refused the input before any call (empty e-mail). */
    invalid(_state, action: PayloadAction<string>) {
      return { status: 'error', message: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(subscribeForNewsletter.matchPending, () => ({ status: 'loading', message: '' }))
      .addMatcher(subscribeForNewsletter.matchFulfilled, (_state, action) => ({
        status: 'success',
        message: action.payload.Message,
      }))
      .addMatcher(subscribeForNewsletter.matchRejected, (_state, action) => ({
        status: 'error',
        message: isErrorBody(action.payload?.data) ? action.payload.data.Message : messages.genericError,
      }));
  },
  selectors: {
    selectNewsletter: (state) => state,
  },
});

export const { invalid: newsletterInvalid } = newsletterSlice.actions;
export const { selectNewsletter } = newsletterSlice.selectors;
export const newsletterReducer = newsletterSlice.reducer;
