/**
 * Login, logout, register, delete account, the mailed links and the Profile's changes; bodies per
 * accounts.contract.ts (a phone number also per phone.contract.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { DELETE_ACCOUNT_SUCCESS_STATUS, SUCCESS_STATUS } from '../../../shared/constants';
import { accountLinkMessages, profileMessages } from '../../../shared/account-texts';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  deletionSummaryResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutEverywhereRequestSchema,
  logoutRequestSchema,
  passwordResetRequestSchema,
  profileResponseSchema,
  registerRequestSchema,
  resendConfirmationRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  undoEmailChangeRequestSchema,
  updateProfileBodySchema,
  verifyEmailRequestSchema,
} from '../../../shared/contract/accounts.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { withCheckedPhone } from '../../../shared/contract/phone.contract';
import { messages } from '../../../shared/messages';
import { requestLocale } from '../../i18n/request-locale';
import { ABUSE_RULES, byAddress, byEmail, byUser, limitBy } from '../../plugins/abuse-limits';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses, SIGNED_IN } from '../../plugins/route-responses';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'accounts');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { accounts: service, links, profile, deletion } = app.accountServices;

  // 401: a wrong e-mail or password; 429: too many failures from this address or for this e-mail.
  routes.post(
    apiPaths.login,
    {
      schema: {
        body: loginRequestSchema,
        response: responses({ [SUCCESS_STATUS]: loginResponseSchema }, [...BODY_REFUSALS, 401, 429]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.login(request.body, request.ip)),
  );

  routes.post(
    apiPaths.logout,
    {
      onRequest: app.requireUser,
      schema: {
        body: logoutRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN]),
      },
    },
    async (request, reply) => {
      await service.logout(currentUser(request));
      return sendMessage(reply, SUCCESS_STATUS, messages.loggedOut);
    },
  );

  // identifyUser: an admin's token lets this call create an Author; anyone else creates a User.
  // 403: a usertype other than User from anyone but an admin; 409: the e-mail is taken.
  // The new account's language is the body's Language, else (a User's own registration) the one the
  // request came in: the `lang` cookie, else Accept-Language (AccountsService.register).
  routes.post(
    apiPaths.register,
    {
      onRequest: app.identifyUser,
      preHandler: limitBy(app, byAddress(ABUSE_RULES.registerPerAddress)),
      schema: {
        body: withCheckedPhone(registerRequestSchema),
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 403, 409, 429]),
      },
    },
    async (request, reply) => {
      await service.register(request.body, request.user, requestLocale(request));
      return sendMessage(reply, SUCCESS_STATUS, messages.registered);
    },
  );

  // 400: the link is malformed, expired or used; 409: an e-mail change to an address taken meanwhile.
  routes.post(
    apiPaths.verifyEmail,
    {
      schema: {
        body: verifyEmailRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 409]),
      },
    },
    async (request, reply) => sendMessage(reply, SUCCESS_STATUS, await links.verifyEmail(request.body)),
  );

  // 409: the address is already confirmed.
  routes.post(
    apiPaths.resendVerification,
    {
      onRequest: app.requireUser,
      preHandler: limitBy(app, byUser(ABUSE_RULES.resendVerificationPerUser)),
      schema: {
        body: resendVerificationRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN, 409, 429]),
      },
    },
    async (request, reply) => {
      await links.resendVerification(currentUser(request));
      return sendMessage(reply, SUCCESS_STATUS, accountLinkMessages.verificationSent);
    },
  );

  // Just after registering, not logged in: the same answer whatever the address (an account or not, confirmed or not).
  routes.post(
    apiPaths.resendConfirmation,
    {
      preHandler: limitBy(
        app,
        byAddress(ABUSE_RULES.resendConfirmationPerAddress),
        byEmail(ABUSE_RULES.resendConfirmationPerEmail, 'email'),
      ),
      schema: {
        body: resendConfirmationRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 429]),
      },
    },
    async (request, reply) => {
      await links.resendConfirmation(request.body);
      return sendMessage(reply, SUCCESS_STATUS, accountLinkMessages.confirmationResent);
    },
  );

  // 400: the link is malformed, expired or used; 409: another account has taken the old address meanwhile.
  routes.post(
    apiPaths.undoEmailChange,
    {
      schema: {
        body: undoEmailChangeRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 409]),
      },
    },
    async (request, reply) => sendMessage(reply, SUCCESS_STATUS, await links.undoEmailChange(request.body)),
  );

  // The same answer whether or not the address has an account.
  routes.post(
    apiPaths.requestPasswordReset,
    {
      preHandler: limitBy(
        app,
        byAddress(ABUSE_RULES.passwordResetPerAddress),
        byEmail(ABUSE_RULES.passwordResetPerEmail, 'email'),
      ),
      schema: {
        body: passwordResetRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 429]),
      },
    },
    async (request, reply) => {
      await links.requestPasswordReset(request.body);
      return sendMessage(reply, SUCCESS_STATUS, accountLinkMessages.passwordResetRequested);
    },
  );

  // A reset link or an author's invitation. 400: the link is malformed, expired or used, or the password too short; 429: the server is busy hashing.
  routes.post(
    apiPaths.resetPassword,
    {
      schema: {
        body: resetPasswordRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 429]),
      },
    },
    async (request, reply) => sendMessage(reply, SUCCESS_STATUS, await links.resetPassword(request.body)),
  );

  // The session user as the server knows it now: an open session refreshes from it.
  routes.get(
    apiPaths.getProfile,
    {
      onRequest: app.requireUser,
      schema: { response: responses({ [SUCCESS_STATUS]: profileResponseSchema }, SIGNED_IN) },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await profile.getProfile(currentUser(request))),
  );

  // What deleting the account loses (the Delete Account page says it before asking).
  routes.get(
    apiPaths.getDeletionSummary,
    {
      onRequest: app.requireUser,
      schema: { response: responses({ [SUCCESS_STATUS]: deletionSummaryResponseSchema }, SIGNED_IN) },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await deletion.summary(currentUser(request))),
  );

  // The Profile: the caller's own account. Answers the session user without a token (the session stays).
  // The body holds the Profile form's details (firstName, lastName, countryCode, phoneNumber: all
  // four together, as the form sends them), the account's Language ('en' | 'hi': its mails' from
  // then on), or both. The header's language switch sends `{"Language": "hi"}` alone, which changes
  // nothing else; one detail without the other three is refused (400, naming each missing field), so
  // a half-filled form never blanks the rest, and `{}` asks for the four. A Language not ours: 400.
  routes.post(
    apiPaths.updateProfile,
    {
      onRequest: app.requireUser,
      schema: {
        body: withCheckedPhone(updateProfileBodySchema),
        response: responses({ [SUCCESS_STATUS]: profileResponseSchema }, [...BODY_REFUSALS, ...SIGNED_IN]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await profile.updateProfile(currentUser(request), request.body)),
  );

  // 400: the current password is wrong (or the new one too short); 429: too many attempts, or the server is busy hashing.
  routes.post(
    apiPaths.changePassword,
    {
      onRequest: app.requireUser,
      preHandler: limitBy(app, byUser(ABUSE_RULES.changePasswordPerUser)),
      schema: {
        body: changePasswordRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN, 429]),
      },
    },
    async (request, reply) => {
      await profile.changePassword(currentUser(request), request.body);
      return sendMessage(reply, SUCCESS_STATUS, profileMessages.passwordChanged);
    },
  );

  // 400: the password is wrong, or the address is already the caller's; 409: another account has it; 429: too many requests.
  routes.post(
    apiPaths.changeEmail,
    {
      onRequest: app.requireUser,
      preHandler: limitBy(app, byUser(ABUSE_RULES.changeEmailPerUser)),
      schema: {
        body: changeEmailRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN, 409, 429]),
      },
    },
    async (request, reply) =>
      sendMessage(reply, SUCCESS_STATUS, await profile.changeEmail(currentUser(request), request.body)),
  );

  routes.post(
    apiPaths.logoutEverywhere,
    {
      onRequest: app.requireUser,
      schema: {
        body: logoutEverywhereRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN]),
      },
    },
    async (request, reply) => {
      await profile.logoutEverywhere(currentUser(request));
      return sendMessage(reply, SUCCESS_STATUS, profileMessages.loggedOutEverywhere);
    },
  );

  // 403: the e-mail typed is not the caller's, or the password not the account's; 429: too many attempts.
  routes.post(
    apiPaths.deleteAccount,
    {
      onRequest: app.requireUser,
      preHandler: limitBy(app, byUser(ABUSE_RULES.deleteAccountPerUser)),
      schema: {
        body: deleteAccountRequestSchema,
        response: responses({ [DELETE_ACCOUNT_SUCCESS_STATUS]: messageSchema }, [
          ...BODY_REFUSALS,
          ...CALLER_CHECKED,
          429,
        ]),
      },
    },
    async (request, reply) => {
      await deletion.deleteAccount(currentUser(request), request.body);
      return sendMessage(reply, DELETE_ACCOUNT_SUCCESS_STATUS, messages.accountDeleted);
    },
  );
}
