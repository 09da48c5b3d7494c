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

/** A refused request body: the request's one field is the address, so the address is what was refused. */
const REFUSED_ADDRESS_STATUS = 400;

/**
 * The spec's texts, not the server's wording of a schema failure ("Invalid field 'email_Id': ..."):
 * a refused address is 'Please enter a valid email'. Other refusals (too many tries) keep the
 * server's message, which says what to do; no answer at all is the generic error.
 */
function rejectionMessage(error: { status: unknown; data?: unknown } | undefined): string {
  if (error?.status === REFUSED_ADDRESS_STATUS) return messages.invalidEmail;
  return isErrorBody(error?.data) ? error.data.Message : messages.genericError;
}

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
        message: rejectionMessage(action.payload),
      }));
  },
  selectors: {
    selectNewsletter: (state) => state,
  },
});

export const { invalid: newsletterInvalid } = newsletterSlice.actions;
export const { selectNewsletter } = newsletterSlice.selectors;
export const newsletterReducer = newsletterSlice.reducer;
