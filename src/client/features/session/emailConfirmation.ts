import { useCallback } from 'react';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { errorMessage, errorStatus } from '../../lib/api';
import { notify } from '../../lib/notify';
import { translate } from '../../i18n/translate';
import { useResendVerificationMutation } from './account.api';
import { selectSession, SET_DATA } from './session.slice';

/** The server says the address is confirmed: the stored session says so too (its other fields unchanged). */
export function markEmailConfirmed(store: AppStore): void {
  const session = selectSession(store.getState());
  if (session.isLoggedIn && !session.emailConfirmed) store.dispatch(SET_DATA({ ...session, emailConfirmed: true }));
}

/** 409: already confirmed; 429: asked too often. Both answer a text meant for the user. */
const RESEND_STATUSES_WITH_MESSAGE = [409, 429] as const;

/** "Resend confirmation link": a new link for the logged-in user, with the server's answer as a toast. */
export function useResendVerification() {
  const store = useAppStore();
  const [resendVerification, { isLoading }] = useResendVerificationMutation();
  const resend = useCallback(async () => {
    try {
      const { Message } = await resendVerification().unwrap();
      notify.success(translate.text(Message));
    } catch (error) {
      if (errorStatus(error) === 409) {
        markEmailConfirmed(store);
        notify.info(errorMessage(error, RESEND_STATUSES_WITH_MESSAGE));
        return;
      }
      notify.error(errorMessage(error, RESEND_STATUSES_WITH_MESSAGE));
    }
  }, [store, resendVerification]);
  return { resend, isLoading };
}
