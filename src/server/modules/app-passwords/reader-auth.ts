/**
 * Who a reading app is (decision 044): the guards of the routes reading apps call (the OPDS feeds,
 * the download), which take either the store's own `Authorization: Bearer <token>` (the web store)
 * or `Authorization: Basic <e-mail:app password>` (an app). request.reader is the caller either way.
 *
 *   app.requireReader   401 without valid credentials of either kind
 *   app.identifyReader  request.reader for valid credentials, null without any; wrong Basic
 *                       credentials are still 401 (an app must be told to ask again), and a
 *                       Bearer token that is no longer valid is anonymous, as identifyUser has it
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages';
import { Unauthorized } from '../../domain-errors';
import { markAuthGuard, type AuthGuard } from '../../plugins/auth';
import type { AuthUser } from '../accounts/auth-user';

/** The caller of a reading app's route. */
export interface Reader {
  id: number;
  email: string;
  userType: AuthUser['userType'];
  firstName: string;
  lastName: string;
  /** How the caller signed in: the web store's session, or an app password (its id). */
  appPasswordId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireReader / app.identifyReader; null on other routes and for anonymous callers. */
    reader: Reader | null;
  }
  interface FastifyInstance {
    requireReader: AuthGuard;
    identifyReader: AuthGuard;
  }
}

/** The e-mail and password of an `Authorization: Basic` header, or undefined when there is none. */
export function basicCredentials(authorization: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The caller of a route guarded by requireReader. */
export function currentReader(request: FastifyRequest): Reader {
  if (!request.reader) throw new Unauthorized(messages.unauthorizedUser);
  return request.reader;
}

export function installReaderAuth(app: FastifyInstance): void {
  const identify = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.reader) return;
    const basic = basicCredentials(request.headers.authorization);
    if (basic) {
      const reader = await app.appPasswords.signIn(basic.user, basic.password, request.ip);
      request.reader = { ...reader };
      return;
    }
    await app.identifyUser(request, reply);
    const user = request.user;
    if (user)
      request.reader = {
        id: user.id,
        email: user.email,
        userType: user.userType,
        firstName: user.firstName,
        lastName: user.lastName,
        appPasswordId: null,
      };
  };
  app.decorateRequest('reader', null);
  app.decorate(
    'identifyReader',
    markAuthGuard('optional', async (request, reply) => identify(request, reply)),
  );
  app.decorate(
    'requireReader',
    markAuthGuard('required', async (request, reply) => {
      await identify(request, reply);
      currentReader(request);
    }),
  );
}
