/**
 * Shopping with tax invoices, for the tax documents' API tests: the seller's settings, fresh books
 * nobody in the file has bought, and a purchase checked out with billing details, paid in the
 * sandbox and reported (the settling transaction issues the invoice).
 */
import { taxApiPaths } from '../../shared/api-paths';
import type { CheckoutResponse } from '../../shared/contract/checkout.contract';
import { post, registerAndLogin, type LoggedInUser } from './accounts';
import type { AdminTestApp } from './admin';
import { addToCart, checkoutBody, payInSandbox, reportPayment, requestCheckout, webhooksDelivered } from './shopping';

export const SELLER = {
  LegalName: 'Pustaka Books Private Limited',
  TradeName: 'Pustaka',
  Gstin: '29AAGCB7383J1Z4',
  Address: '12 MG Road, Bengaluru 560001',
  State: 'Karnataka',
  GstRate: 5,
  Sac: '998431',
  InvoicePrefix: 'PK',
  ExportOfServices: false,
};
export const KARNATAKA = { BillingName: 'Asha Rao', State: 'Karnataka', PinCode: '560034' };
export const DELHI = { BillingName: 'Vikram Menon', State: 'Delhi', PinCode: '110001' };

/** The helpers on the admin test app `current()` answers (made in the file's beforeAll). */
export function taxShopping(current: () => AdminTestApp) {
  let nextBook = 0;

  async function saveSettings(change: object): Promise<void> {
    const a = current();
    const response = await post(a.t.app, taxApiPaths.updateStoreSettings, change, { headers: a.adminHeaders });
    expect(response.statusCode).toBe(202);
  }

  /** Books nobody has bought in this file yet. */
  async function freshBooks(count: number): Promise<string[]> {
    const rows = await current()
      .t.db.selectFrom('books')
      .select(['id'])
      .where('is_active', '=', 1)
      .where('is_approved', '=', 1)
      .where('sale_price_paise', '>', 5000)
      .orderBy('id')
      .offset(nextBook)
      .limit(count)
      .execute();
    nextBook += count;
    return rows.map((row) => String(row.id));
  }

  async function shopperWithCart(count = 2): Promise<LoggedInUser> {
    const { app } = current().t;
    const user = await registerAndLogin(app);
    for (const bookId of await freshBooks(count)) await addToCart(app, user, bookId);
    return user;
  }

  async function checkoutWith(user: LoggedInUser, billing: object = {}) {
    const { app } = current().t;
    return requestCheckout(app, user, { ...(await checkoutBody(app, user)), ...billing });
  }

  /** Checks out with these details, pays in the sandbox and reports it; answers the checkout. */
  async function buy(user: LoggedInUser, billing: object = {}) {
    const response = await checkoutWith(user, billing);
    expect(response.statusCode).toBe(202);
    const checkout = response.json<CheckoutResponse>();
    const { app } = current().t;
    const payment = await payInSandbox(app, checkout.order.id);
    const reported = await reportPayment(app, user, payment);
    expect(reported.statusCode).toBe(202);
    await webhooksDelivered(app);
    return { ...checkout, payment };
  }

  return { saveSettings, freshBooks, shopperWithCart, checkoutWith, buy };
}
