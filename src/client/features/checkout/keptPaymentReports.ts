/**
 * Payment reports the server has not received yet. A paid Checkout whose Success report could not
 * reach the server (offline, 5xx, timeout) is kept here, in localStorage under a key per user, so
 * the money received is confirmed later, even after a reload: PaymentReportResender re-sends them.
 * Not secret: the signature only proves the payment to our server, which already knows it.
 */
import { updateOrderStatusRequestSchema, type UpdateOrderStatusRequest } from '../../../shared/contract/checkout.contract';

export type SuccessReport = Extract<UpdateOrderStatusRequest, { OrderStatus: 'Success' }>;

const STORAGE_PREFIX = 'pustaka.paymentReports.';
/** More than this waiting for one user is not a real backlog; the oldest make way. */
const MAX_KEPT = 20;

export const keptReportsKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

type Listener = (userId: string) => void;
const listeners = new Set<Listener>();

/** What was stored is outside input (another version of the app, a hand edit): only valid reports count. */
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
    const result = updateOrderStatusRequestSchema.safeParse(item);
    return result.success && result.data.OrderStatus === 'Success' && result.data.UserId === userId ? [result.data] : [];
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
    for (const listener of listeners) listener(report.UserId);
  },
  /** The server has answered for this order (accepted or refused): nothing more to send. */
  drop(userId: string, orderId: string): void {
    write(userId, read(userId).filter((kept) => kept.OrderId !== orderId));
  },
  /** Called with the user id whenever a report is kept; answers the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
