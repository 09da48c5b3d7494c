/**
 * A shopper speaking to a running store over HTTP (the crash test and the crash drill): register,
 * fill the cart, check out, pay in the sandbox, report. Each call answers status and body; a
 * server that is down answers status 0, so callers can retry as a browser would. And the one step
 * of the admin's they need: saving the seller's settings, after which checkout takes billing
 * details and every paid order gets a tax invoice.
 */
import { apiPaths, sandboxPaths, taxApiPaths } from '../../shared/api-paths';
import type { LoginResponse } from '../../shared/contract/accounts.contract';
import type { CartListResponse } from '../../shared/contract/cart.contract';
import type { CheckoutRequest, CheckoutResponse } from '../../shared/contract/checkout.contract';
import type { LibraryResponse } from '../../shared/contract/library.contract';
import { cartTotalPaise, paiseToAmountString } from '../../shared/money';
import type { SandboxPaymentResult } from '../payments/sandbox/sandbox-pay.routes';
import { newUserInput } from './accounts';

export interface HttpAnswer<T = unknown> {
  /** 0: no answer (connection refused or reset: the server is down). */
  status: number;
  body: T;
}

export async function call<T = unknown>(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  try {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  } catch {
    return { status: 0, body: undefined as T };
  }
}

/** ADMIN_EMAIL's account logs in and saves these seller settings (testing/tax-shopping.ts SELLER); answers the save. */
export async function saveStoreSettings(
  baseURL: string,
  admin: { email: string; password: string },
  settings: object,
): Promise<HttpAnswer> {
  const login = await call<LoginResponse>(baseURL, 'POST', apiPaths.login, {
    body: { username: admin.email, password: admin.password },
  });
  if (login.status !== 202) return login;
  return call(baseURL, 'POST', taxApiPaths.updateStoreSettings, { body: settings, token: login.body.Token });
}

/** Checkout's billing details (place of supply): testing/tax-shopping.ts has KARNATAKA and DELHI. */
export type BillingFields = Pick<CheckoutRequest, 'BillingName' | 'State' | 'PinCode'>;

export class HttpShopper {
  private session?: LoginResponse;
  private credentials?: { email: string; password: string };

  /** `sandboxURL`: where the payment sandbox's pay is (another process than the store in bench:checkout). */
  constructor(
    private readonly baseURL: () => string,
    private readonly sandboxURL?: () => string,
  ) {}

  get userId(): number {
    return Number(this.required().UserId);
  }

  get token(): string {
    return this.required().Token;
  }

  get email(): string {
    return this.registered().email;
  }

  get password(): string {
    return this.registered().password;
  }

  private registered() {
    if (!this.credentials) throw new Error('register first');
    return this.credentials;
  }

  private required(): LoginResponse {
    if (!this.session) throw new Error('register first');
    return this.session;
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    return call<T>(this.baseURL(), method, path, { body, token: this.session?.Token });
  }

  async register(): Promise<HttpAnswer> {
    const input = newUserInput();
    const registered = await this.call('POST', apiPaths.register, input);
    if (registered.status !== 202) return registered;
    return this.logIn(input.email, input.password);
  }

  /** Logs in to an account that exists already (registered, or written to the database by the test). */
  async logIn(email: string, password: string): Promise<HttpAnswer> {
    this.credentials = { email, password };
    const loggedIn = await this.call<LoginResponse>('POST', apiPaths.login, { username: email, password });
    if (loggedIn.status === 202) this.session = loggedIn.body;
    return loggedIn;
  }

  addToCart(bookId: string) {
    return this.call('POST', apiPaths.saveCartlist, { user_Id: this.required().UserId, book_Id: bookId });
  }

  /** The cart as the page sends it, with the billing details when given (required once tax invoices are on). */
  async checkout(billing: BillingFields = {}): Promise<HttpAnswer<CheckoutResponse>> {
    const cart = await this.call<CartListResponse>('GET', `${apiPaths.getCartlist}?user_Id=${this.required().UserId}`);
    if (cart.status !== 202) return cart as unknown as HttpAnswer<CheckoutResponse>;
    const books = cart.body.CartList.map((item) => item.Books);
    return this.call('POST', apiPaths.checkoutPage, {
      userId: this.required().UserId,
      price: paiseToAmountString(cartTotalPaise(books)),
      bookId: books.map((book) => book.BookId),
      ...billing,
    });
  }

  pay(providerOrderId: string, outcome: 'success' | 'failure' | 'authorized' = 'success') {
    const body = { order_id: providerOrderId, outcome };
    if (this.sandboxURL) return call<SandboxPaymentResult>(this.sandboxURL(), 'POST', sandboxPaths.pay, { body });
    return this.call<SandboxPaymentResult>('POST', sandboxPaths.pay, body);
  }

  report(result: SandboxPaymentResult) {
    return this.call('POST', apiPaths.updateOrderStatus, {
      UserId: this.required().UserId,
      OrderId: result.razorpay_order_id,
      OrderStatus: 'Success',
      PaymentId: result.razorpay_payment_id,
      Signature: result.razorpay_signature,
    });
  }

  reportFailure(providerOrderId: string) {
    return this.call('POST', apiPaths.updateOrderStatus, {
      UserId: this.required().UserId,
      OrderId: providerOrderId,
      OrderStatus: 'Failed',
    });
  }

  async library(): Promise<number[] | undefined> {
    const answer = await this.call<LibraryResponse>('GET', apiPaths.getLibrary);
    return answer.status === 202 ? answer.body.LibraryList.map((book) => Number(book.Id)) : undefined;
  }
}
