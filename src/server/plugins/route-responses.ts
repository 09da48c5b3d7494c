/**
 * The `response` part of a route schema: its success bodies plus the failure body for every
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

type SuccessSchemas = Record<number, z.ZodType | { content: object }>;

/** A `responses` for an API whose failures all answer `failureSchema`. */
export function responsesFailingWith<E extends z.ZodType>(failureSchema: E) {
  return <S extends SuccessSchemas, F extends FailureStatus = never>(successes: S, failures: readonly F[] = []) => {
    const declared: Record<number, unknown> = { ...successes, 500: failureSchema };
    for (const status of failures) declared[status] = failureSchema;
    return declared as S & { [K in F | 500]: E };
  };
}

/** The store's API: every failure answers {Message}. */
export const responses = responsesFailingWith(messageSchema);
