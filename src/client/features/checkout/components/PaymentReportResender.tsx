import { useCallback, useState } from 'react';
import { notifyAcceptedPayment } from '../notifyAcceptedPayment';
import { usePaymentReportResender } from '../usePaymentReportResender';
import { OrderSuccessDialog } from './OrderSuccessDialog';

/**
 * Mounted once at the root of the app's routes: re-sends payment reports that could not reach the
 * server, and opens 'Order Successful' when one is finally accepted, wherever the shopper is now.
 */
export function PaymentReportResender() {
  const [succeeded, setSucceeded] = useState(false);
  const onAccepted = useCallback((message: string) => {
    notifyAcceptedPayment(message);
    setSucceeded(true);
  }, []);
  usePaymentReportResender(onAccepted);
  return <OrderSuccessDialog open={succeeded} onClose={() => setSucceeded(false)} />;
}
