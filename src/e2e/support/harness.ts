/**
 * One real store and one Chromium per test file: registers the Jest hooks that start and stop
 * them, and hands the test the running pair.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStore, type RunningStore } from './store-server';

export interface E2eContext {
  store: RunningStore;
  browser: Browser;
}

/** `env`: the store's settings, or a function that makes them once the tests start (an SMTP server's URL). */
export function useStoreAndBrowser(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): E2eContext {
  const context = {} as E2eContext;
  beforeAll(async () => {
    context.store = await startStore(typeof env === 'function' ? await env() : env);
    context.browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.store?.close();
  });
  return context;
}
