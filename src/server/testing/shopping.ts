/** Cart, checkout and sandbox-payment helpers for API tests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths, sandboxPaths } from '../../shared/api-paths';
import type { CartListResponse } from '../../shared/contract/cart.contract';
import type { CheckoutResponse } from '../../shared/contract/checkout.contract';
import { cartTotalPaise, paiseToAmountString } from '../../shared/money';
import type { SandboxPaymentResult } from '../payments/sandbox/sandbox-pay.routes';
import type { LoggedInUser } from './accounts';
import { post } from './accounts';

export async function addToCart(app: FastifyInstance, user: LoggedInUser, bookId: string): Promise<void> {
  const response = await post(
    app,
    apiPaths.saveCartlist,
    { user_Id: user.session.UserId, book_Id: bookId },
    { headers: user.headers },
  );
  if (response.statusCode !== 202) throw new Error(`saveCartlist answered ${response.statusCode}: ${response.body}`);
}

export async function cartOf(app: FastifyInstance, user: LoggedInUser): Promise<CartListResponse['CartList']> {
  const response = await app.inject({
    method: 'GET',
    url: `${apiPaths.getCartlist}?user_Id=${user.session.UserId}`,
    headers: user.headers,
  });
  if (response.statusCode !== 202) throw new Error(`getCartlist answered ${response.statusCode}: ${response.body}`);
  return response.json<CartListResponse>().CartList;
}

/** The checkout body the cart page sends: the total as shown, and the cart's book ids. */
export async function checkoutBody(app: FastifyInstance, user: LoggedInUser) {
  const cart = await cartOf(app, user);
  return {
    userId: user.session.UserId,
    price: paiseToAmountString(cartTotalPaise(cart.map((item) => item.Books))),
    bookId: cart.map((item) => item.Books.BookId),
  };
}

export function requestCheckout(
  app: FastifyInstance,
  user: LoggedInUser,
  body: object,
): Promise<LightMyRequestResponse> {
  return post(app, apiPaths.checkoutPage, body, { headers: user.headers });
}

/** Checks the cart out as the page would; fails the test unless it answers 202. */
export async function checkout(app: FastifyInstance, user: LoggedInUser): Promise<CheckoutResponse> {
  const response = await requestCheckout(app, user, await checkoutBody(app, user));
  if (response.statusCode !== 202) throw new Error(`checkoutPage answered ${response.statusCode}: ${response.body}`);
  return response.json<CheckoutResponse>();
}

/**
 * What the sandbox's Pay button does; answers Checkout's success result. 'authorized' is a late
 * authorization: the payment waits for a capture.
 */
export async function payInSandbox(
  app: FastifyInstance,
  providerOrderId: string,
  outcome: 'success' | 'authorized' = 'success',
): Promise<SandboxPaymentResult> {
  const response = await post(app, sandboxPaths.pay, { order_id: providerOrderId, outcome });
  if (response.statusCode !== 200) throw new Error(`sandbox pay answered ${response.statusCode}: ${response.body}`);
  return response.json<SandboxPaymentResult>();
}

export function reportPayment(
  app: FastifyInstance,
  user: LoggedInUser,
  result: SandboxPaymentResult,
  overrides: Record<string, string> = {},
) {
  return post(
    app,
    apiPaths.updateOrderStatus,
    {
      UserId: user.session.UserId,
      OrderId: result.razorpay_order_id,
      OrderStatus: 'Success',
      PaymentId: result.razorpay_payment_id,
      Signature: result.razorpay_signature,
      ...overrides,
    },
    { headers: user.headers },
  );
}

/** The sandbox delivers webhooks after its response: wait for them. */
export async function webhooksDelivered(app: FastifyInstance): Promise<void> {
  await app.paymentSandbox?.webhooksDelivered();
}

/**
 * Buys books the way a shopper does: cart, checkout, the sandbox's Pay button, the browser's
 * report; fails the test unless the report succeeds. The books are in the library afterwards.
 */
export async function buyBooks(app: FastifyInstance, user: LoggedInUser, ...bookIds: string[]): Promise<void> {
  for (const bookId of bookIds) await addToCart(app, user, bookId);
  const { order } = await checkout(app, user);
  const reported = await reportPayment(app, user, await payInSandbox(app, order.id));
  if (reported.statusCode !== 202)
    throw new Error(`updateOrderStatus answered ${reported.statusCode}: ${reported.body}`);
  await webhooksDelivered(app);
}
