import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RazorpayFailureResponse, RazorpayOptions, RazorpaySuccessResponse } from '../features/checkout';

/** Razorpay Checkout as a test drives it: records its options; the test plays the shopper. */
export class FakeRazorpay {
  static instances: FakeRazorpay[] = [];
  failedListeners: Array<(response: RazorpayFailureResponse) => void> = [];
  opened = false;
  constructor(public options: RazorpayOptions) {
    FakeRazorpay.instances.push(this);
  }
  on(event: string, callback: (response: RazorpayFailureResponse) => void) {
    if (event === 'payment.failed') this.failedListeners.push(callback);
  }
  open() {
    this.opened = true;
  }
  close() {}
  pay(response: RazorpaySuccessResponse) {
    this.options.handler(response);
  }
  fail(response: RazorpayFailureResponse) {
    for (const listener of this.failedListeners) listener(response);
  }
}

/** A well-formed checkout signature (64 hex digits). */
export const TEST_SIGNATURE = 'ab'.repeat(32);

/** Installs FakeRazorpay as window.Razorpay for each test of the calling file. */
export function useFakeRazorpay() {
  beforeEach(() => {
    FakeRazorpay.instances = [];
    window.Razorpay = FakeRazorpay;
  });
  afterEach(() => {
    delete window.Razorpay;
  });
}

/** Clicks the cart's Checkout and answers the Checkout it opened. */
export async function openCheckout(user: UserEvent): Promise<FakeRazorpay> {
  await user.click(await screen.findByRole('button', { name: 'Checkout' }));
  await waitFor(() => expect(FakeRazorpay.instances[0]?.opened).toBe(true));
  return FakeRazorpay.instances[0]!;
}
