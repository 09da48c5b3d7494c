import { lazy, Suspense, useCallback, useState } from 'react';
import { OptionalPart } from '../../../components/OptionalPart';
import { notifyAcceptedPayment } from '../notifyAcceptedPayment';
import { usePaymentReportResender } from '../usePaymentReportResender';

// Mounted on every page, the home page included: the dialog (MUI Modal) loads only when it opens.
const OrderSuccessDialog = lazy(() => import('./OrderSuccessDialog').then((m) => ({ default: m.OrderSuccessDialog })));

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
  if (!succeeded) return null;
  return (
    // The toast has told the shopper already: a dialog whose code cannot be downloaded is skipped.
    <OptionalPart>
      <Suspense fallback={null}>
        <OrderSuccessDialog open onClose={() => setSucceeded(false)} />
      </Suspense>
    </OptionalPart>
  );
}
