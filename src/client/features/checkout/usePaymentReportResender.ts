import { useEffect, useRef } from 'react';
import { messages } from '../../../shared/messages';
import { useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { translate } from '../../i18n/translate';
import { selectIsLoggedIn, selectUserId } from '../session';
import { useUpdateOrderStatusMutation } from './checkout.api';
import { keptPaymentReports, type SuccessReport } from './keptPaymentReports';
import { isRetryableReportFailure } from './reportFailures';

/** The first retry after a failed send; each failed round doubles it up to the maximum. */
export const FIRST_RETRY_MS = 3_000;
export const MAX_RETRY_MS = 60_000;
/** The one 'Payment received, confirming...' notice, however many reports wait. */
export const CONFIRMING_NOTICE_KEY = 'payment-confirming';

type Outcome = 'settled' | 'retry';

/**
 * Re-sends the logged-in user's kept payment reports (keptPaymentReports) until the server decides
 * on each: at once on start (a reload) and when the browser comes back online, otherwise with
 * back-off. While any waits, the persistent 'confirming' notice shows. A 202 calls `onAccepted`
 * with the server's Message (the mutation's tags refresh library, cart and orders); a final refusal
 * shows the server's Message. Either way the report is dropped. Mount once (PaymentReportResender).
 */
export function usePaymentReportResender(onAccepted: (message: string) => void): void {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const onAcceptedRef = useRef(onAccepted);
  useEffect(() => {
    onAcceptedRef.current = onAccepted;
  }, [onAccepted]);

  useEffect(() => {
    if (!isLoggedIn || !userId) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let sending = false;
    let sendAgain = false;

    const showNotice = () => {
      if (keptPaymentReports.list(userId).length > 0)
        notify.notice(CONFIRMING_NOTICE_KEY, translate.text(messages.paymentConfirming));
      else notify.dismiss(CONFIRMING_NOTICE_KEY);
    };

    const retryLater = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void sendAll(), delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };

    // The answer settles the stored report even if this user's resender has stopped meanwhile.
    const sendOne = async (report: SuccessReport): Promise<Outcome> => {
      try {
        const answer = await updateOrderStatus(report).unwrap();
        keptPaymentReports.drop(userId, report.OrderId);
        if (active) onAcceptedRef.current(answer.Message);
        return 'settled';
      } catch (error) {
        if (isRetryableReportFailure(error)) return 'retry';
        keptPaymentReports.drop(userId, report.OrderId);
        if (active) notify.error(serverMessage(error));
        return 'settled';
      }
    };

    // One round at a time; a trigger during a round asks for another right after it.
    const sendAll = async () => {
      if (sending) {
        sendAgain = true;
        return;
      }
      sending = true;
      clearTimeout(timer);
      let retry = false;
      for (const report of keptPaymentReports.list(userId)) {
        if (!active) break;
        if ((await sendOne(report)) === 'retry') retry = true;
      }
      sending = false;
      if (!active) return;
      showNotice();
      if (sendAgain) {
        sendAgain = false;
        void sendAll();
      } else if (retry) {
        retryLater();
      } else {
        delay = FIRST_RETRY_MS;
      }
    };

    // A report just kept by the checkout failed a moment ago: the first retry waits a little.
    const onKept = (keptFor: string, change: 'kept' | 'dropped') => {
      if (keptFor !== userId || change !== 'kept') return;
      showNotice();
      delay = FIRST_RETRY_MS;
      if (sending) sendAgain = true;
      else retryLater();
    };
    const onOnline = () => {
      delay = FIRST_RETRY_MS;
      void sendAll();
    };

    const unsubscribe = keptPaymentReports.subscribe(onKept);
    window.addEventListener('online', onOnline);
    if (keptPaymentReports.list(userId).length > 0) {
      showNotice();
      // Next task, not now: StrictMode's mount-unmount-mount in development would send twice.
      timer = setTimeout(() => void sendAll(), 0);
    }
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', onOnline);
      notify.dismiss(CONFIRMING_NOTICE_KEY);
    };
  }, [isLoggedIn, userId, updateOrderStatus]);
}
