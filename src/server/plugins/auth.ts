/**
 * Who is calling: `Authorization: Bearer <token>` -> the session (by the token's hash) -> request.user.
 * The lookup runs only on routes that ask for it, so public routes cost no query.
 *
 * Usage in a module (registered after installAuth):
 *   app.post(path, { onRequest: app.requireUser, preHandler: requireSameUser, schema }, handler)
 *   app.post(path, { onRequest: app.requireRole('Admin'), schema }, handler)
 * and in the handler `currentUser(request)` is the caller. onRequest refuses an anonymous caller
 * before its body is even parsed; requireSameUser needs the validated body, hence preHandler.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UserType } from '../../shared/contract/accounts.contract';
import { messages } from '../../shared/messages';
import type { AuthUser } from '../modules/accounts/auth-user';
import { bearerToken, hashSecretToken } from '../modules/accounts/secret-tokens';
import { Forbidden, Unauthorized } from '../domain-errors';
import { apiMessages } from '../../shared/api-messages';

/** A guard usable as onRequest, preValidation or preHandler hook. */
export type AuthGuard = onRequestAsyncHookHandler;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireUser / app.requireRole; null on routes that do not ask for a user. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** 401 {Message} unless a valid (known, unexpired, not revoked) token comes with the request. */
    requireUser: AuthGuard;
    /** As requireUser, then 403 {Message} unless the user has one of these types. */
    requireRole(...roles: UserType[]): AuthGuard;
    /**
     * For public routes whose answer may depend on the caller: sets request.user for a valid token
     * and leaves it null otherwise (a missing, unknown or expired token is simply anonymous).
     */
    identifyUser: AuthGuard;
  }
}

/** The caller of a route guarded by requireUser or requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized(messages.unauthorizedUser);
  return request.user;
}

/**
 * Which of a route's onRequest hooks are auth guards, and whether they demand a token: the API
 * document names credentials from this (other plugins add onRequest hooks of their own).
 */
const guardKinds = new WeakMap<object, 'required' | 'optional'>();

export function authGuardKind(hook: unknown): 'required' | 'optional' | undefined {
  return typeof hook === 'function' ? guardKinds.get(hook) : undefined;
}

function guard(kind: 'required' | 'optional', hook: AuthGuard): AuthGuard {
  guardKinds.set(hook, kind);
  return hook;
}

/** Marks a guard made elsewhere (the reading apps' Bearer-or-app-password guards) as an auth guard of this kind. */
export const markAuthGuard = guard;

/** Decorates the root instance, like decorateServices, so every module sees the guards. */
export function installAuth(app: FastifyInstance): void {
  const { sessions } = app.uow.repos;

  const authenticate = async (request: FastifyRequest): Promise<AuthUser> => {
    if (request.user) return request.user;
    const token = bearerToken(request.headers.authorization);
    const row = token ? await sessions.findActive(hashSecretToken(token), app.clock.now().toISOString()) : undefined;
    if (!row) throw new Unauthorized(messages.unauthorizedUser);
    request.user = {
      id: row.id,
      userId: String(row.id),
      email: row.email,
      userType: row.user_type,
      firstName: row.first_name,
      lastName: row.last_name,
      sessionId: row.session_id,
    };
    return request.user;
  };

  app.decorateRequest('user', null);
  app.decorate(
    'requireUser',
    guard('required', async (request: FastifyRequest) => {
      await authenticate(request);
    }),
  );
  app.decorate(
    'identifyUser',
    guard('optional', async (request: FastifyRequest) => {
      if (!bearerToken(request.headers.authorization)) return;
      try {
        await authenticate(request);
      } catch (error) {
        if (!(error instanceof Unauthorized)) throw error;
      }
    }),
  );
  app.decorate('requireRole', (...roles: UserType[]): AuthGuard =>
    guard('required', async (request) => {
      const user = await authenticate(request);
      // The spec has one text for a page a role may not see; it fits every role-guarded call too.
      if (!roles.includes(user.userType)) throw new Forbidden(messages.adminOnly);
    }),
  );
}

/** Field names by which the API's bodies and queries name "the user this is about". */
export const USER_ID_FIELDS = ['user_Id', 'UserId', 'userId'] as const;

/**
 * A user id sent by the client is never trusted on its own: it must be the caller's (the one
 * the token names), else 403.
 */
export function assertSameUser(request: FastifyRequest, claimedUserId: unknown): void {
  if (claimedUserId === undefined) return;
  if (String(claimedUserId) !== currentUser(request).userId) throw new Forbidden(apiMessages.otherUsersData);
}

/** preHandler: every user id field present in the body or query must be the caller's. */
export async function requireSameUser(request: FastifyRequest): Promise<void> {
  for (const source of [request.body, request.query]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const field of USER_ID_FIELDS) assertSameUser(request, (source as Record<string, unknown>)[field]);
  }
}
