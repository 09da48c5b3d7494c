/**
 * The `response` part of a route schema: its success bodies plus the {Message} body of every
 * failure status it can answer. Every route may fail unexpectedly, so 500 is always declared.
 */
import type { z } from 'zod';
import { messageSchema } from '../../shared/contract/error.contract';

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 502;

/** A JSON body can be malformed or invalid (400), too large (413), or not JSON at all (415). */
export const BODY_REFUSALS = [400, 413, 415] as const;
/** requireUser: no valid token (401). */
export const SIGNED_IN = [401] as const;
/** requireRole, or a user id in the request that is not the caller's: 401, then 403. */
export const CALLER_CHECKED = [401, 403] as const;

type Failures<F extends FailureStatus> = { [K in F | 500]: typeof messageSchema };

export function responses<S extends Record<number, z.ZodType | { content: object }>, F extends FailureStatus = never>(
  successes: S,
  failures: readonly F[] = [],
): S & Failures<F> {
  const declared: Record<number, unknown> = { ...successes, 500: messageSchema };
  for (const status of failures) declared[status] = messageSchema;
  return declared as S & Failures<F>;
}
