import { messages } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { translate } from '../../i18n/translate';

/**
 * 'Order Successful' says the plain outcome; when the server's 202 says more (books already owned
 * were refunded), that text is shown too.
 */
export function notifyAcceptedPayment(message: string): void {
  if (message && message !== messages.paymentSucceeded) notify.info(translate.text(message));
}
