/**
 * Payment reports the server has not received yet. A paid Checkout whose Success report could not
 * reach the server (offline, 5xx, timeout) is kept here, in localStorage under a key per user, so
 * the money received is confirmed later, even after a reload: PaymentReportResender re-sends them.
 * Not secret: the signature only proves the payment to our server, which already knows it.
 */
import type { UpdateOrderStatusRequest } from '../../../shared/contract/checkout.contract';

export type SuccessReport = Extract<UpdateOrderStatusRequest, { OrderStatus: 'Success' }>;

const STORAGE_PREFIX = 'pustaka.paymentReports.';
/** More than this waiting for one user is not a real backlog; the oldest make way. */
const MAX_KEPT = 20;

export const keptReportsKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

type Listener = (userId: string, change: 'kept' | 'dropped') => void;
const listeners = new Set<Listener>();

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * What was stored is outside input (another version of the app, a hand edit): only reports of this
 * user with every field a non-empty string count, rebuilt field by field. The contract's finer rules
 * (id and signature formats) stay with the server, which checks every report: checking them here
 * would put zod on the home page's first download, and a report it refuses is dropped anyway.
 */
function reportOf(item: unknown, userId: string): SuccessReport | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { UserId, OrderId, OrderStatus, PaymentId, Signature } = item as Record<string, unknown>;
  if (UserId !== userId || OrderStatus !== 'Success') return undefined;
  if (!isFilledString(OrderId) || !isFilledString(PaymentId) || !isFilledString(Signature)) return undefined;
  return { UserId, OrderId, OrderStatus, PaymentId, Signature };
}

function parse(text: string | null, userId: string): SuccessReport[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const report = reportOf(item, userId);
    return report ? [report] : [];
  });
}

function read(userId: string): SuccessReport[] {
  try {
    return parse(localStorage.getItem(keptReportsKey(userId)), userId);
  } catch {
    return []; // storage disabled (private mode): nothing was kept
  }
}

function write(userId: string, reports: SuccessReport[]): void {
  try {
    if (reports.length === 0) localStorage.removeItem(keptReportsKey(userId));
    else localStorage.setItem(keptReportsKey(userId), JSON.stringify(reports));
  } catch {
    // Storage full or disabled: the report still lives in memory until the page closes.
  }
}

export const keptPaymentReports = {
  /** The user's kept reports, oldest first. */
  list: read,
  /** Keeps (or replaces, for the same order) a report and tells the resender. */
  keep(report: SuccessReport): void {
    const others = read(report.UserId).filter((kept) => kept.OrderId !== report.OrderId);
    write(report.UserId, [...others, report].slice(-MAX_KEPT));
    for (const listener of listeners) listener(report.UserId, 'kept');
  },
  /** The server has answered for this order (accepted or refused): nothing more to send. */
  drop(userId: string, orderId: string): void {
    write(
      userId,
      read(userId).filter((kept) => kept.OrderId !== orderId),
    );
    for (const listener of listeners) listener(userId, 'dropped');
  },
  /** Called with the user id and the change whenever a report is kept or dropped; answers the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
