/**
 * The part of Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js, or the local
 * sandbox's /sandbox/checkout.js that emulates it) this store uses, and loading its script.
 */

/** What `handler` receives after a successful payment (signed by the provider). */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What a 'payment.failed' listener receives. */
export interface RazorpayFailureResponse {
  error: {
    code?: string;
    description?: string;
    reason?: string;
    source?: string;
    step?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  /** Integer paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  retry?: { enabled: boolean };
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Defined by the checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the checkout script from `src` once (one <script> element, reused by every checkout) and
 * answers window.Razorpay. A failed load is forgotten, so the next checkout tries again.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;
  const script = document.createElement('script');
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The checkout script did not define Razorpay'));
    });
    script.addEventListener('error', () => reject(new Error(`The checkout script ${src} could not be loaded`)));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading.delete(src);
    script.remove();
    throw error;
  });
  loading.set(src, promise);
  return promise;
}
