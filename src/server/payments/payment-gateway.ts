/**
 * What the store needs from its payment provider, built once from the config: the REST client,
 * the public key for Checkout, the secrets that verify signatures, and the Checkout script's URL.
 * With PAYMENT_PROVIDER=razorpay every value is Razorpay's own; with the sandbox, the local ones.
 * Nothing else in the code asks which provider is configured.
 */
import type { FastifyInstance } from 'fastify';
import { sandboxPaths } from '../../shared/api-paths';
import type { PaymentsConfig } from '../config';
import { inProcessTransport, networkTransport, type HttpTransport } from './payment-transport';
import { RazorpayClient } from './razorpay-client';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface PaymentGateway {
  client: RazorpayClient;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Same-origin for the sandbox, so the store's CSP needs no exception for it. */
  checkoutScriptUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

export function createPaymentGateway(
  app: FastifyInstance,
  config: PaymentsConfig,
  port: number,
  transport?: HttpTransport,
): PaymentGateway {
  const sandbox = config.provider === 'sandbox';
  // The sandbox answers at this address when the store listens on `port`; without an explicit
  // base URL its requests are served in process (payment-transport.ts), so the port is nominal.
  const baseUrl = config.apiBaseUrl ?? `http://127.0.0.1:${port}${sandboxPaths.razorpayApi}`;
  const chosenTransport = transport ?? (sandbox && !config.apiBaseUrl ? inProcessTransport(app) : networkTransport);
  return {
    client: new RazorpayClient({
      baseUrl: baseUrl.replace(/\/+$/, ''),
      keyId: config.keyId,
      keySecret: config.keySecret,
      transport: chosenTransport,
    }),
    keyId: config.keyId,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    checkoutScriptUrl: sandbox ? sandboxPaths.checkoutScript : RAZORPAY_CHECKOUT_SCRIPT_URL,
  };
}
