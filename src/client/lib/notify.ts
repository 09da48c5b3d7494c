import type { VariantType } from 'notistack';

/** A step the toast offers (Log in): a button in the toast that closes it and runs `onClick`. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** One toast as asked for; a `key` makes it a notice that stays until dismissed. */
export interface ToastRequest {
  variant: VariantType;
  message: string;
  action?: ToastAction;
  key?: string;
}

/** What the toasts' chunk (toasts/ToastHost.tsx) does once it has mounted. */
export interface ToastHostApi {
  show(toast: ToastRequest): void;
  dismiss(key: string): void;
}

let host: ToastHostApi | null = null;
/** Toasts asked for before the host was there, shown when it arrives. */
let waiting: ToastRequest[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** For toasts/Toasts.tsx: whether a toast has been asked for (then it loads the host). */
export const toastsRequested = () => requested;
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function setRequested(value: boolean): void {
  requested = value;
  for (const listener of listeners) listener();
}

/** Called by the host on mount: shows what waited; returns the detach for its unmount. */
export function attachToastHost(api: ToastHostApi): () => void {
  host = api;
  const shown = waiting;
  waiting = [];
  shown.forEach((toast) => api.show(toast));
  return () => {
    if (host === api) host = null;
  };
}

/** The host's code could not be downloaded: what waited is dropped, and the next toast tries again. */
export function toastHostUnavailable(): void {
  waiting = [];
  setRequested(false);
}

function request(toast: ToastRequest): void {
  if (host) {
    host.show(toast);
    return;
  }
  waiting.push(toast);
  if (!requested) setRequested(true);
}

/**
 * Every toast of the app goes through here, so position and timing (set once in
 * toasts/ToastHost.tsx: top-right below the header, TOAST_AUTO_HIDE_MS, longer with an action)
 * stay the same everywhere. The toasts' code is loaded with the first one (toasts/Toasts.tsx).
 */
function show(variant: VariantType) {
  return (message: string, action?: ToastAction) => request({ variant, message, action });
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  /**
   * An info notice that stays until `dismiss(key)`: for a state that lasts (a payment being
   * confirmed), not an event. Shown once per key however often it is asked for.
   */
  notice: (key: string, message: string) => request({ variant: 'info', message, key }),
  dismiss: (key: string) => {
    waiting = waiting.filter((toast) => toast.key !== key);
    host?.dismiss(key);
  },
};
