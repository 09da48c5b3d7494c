/**
 * The API document and the routes' declared answers, checked against what the server really does:
 * - every API route Fastify has (listed by Fastify's onRoute hook, not by hand) is in
 *   /api/openapi.json with its input and a success answer;
 * - a sample request of every route answers a status the route declares, with a body its schema
 *   for that status allows, and no field the schema leaves out. This matters most for the catalog
 *   and search answers: they are sent as cached JSON text, which Fastify does not check.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  annotationApiPaths,
  apiPaths,
  couponApiPaths,
  freeBookApiPaths,
  homeListNames,
  releaseApiPaths,
  reviewApiPaths,
  sandboxPaths,
  taxApiPaths,
  traceApiPaths,
} from '../shared/api-paths';
import type { AuthorApplicationsResponse, CreatedResponse } from '../shared/contract/admin.contract';
import type { CartListResponse } from '../shared/contract/cart.contract';
import type { AllBooksResponse } from '../shared/contract/catalog.contract';
import type { CheckoutResponse } from '../shared/contract/checkout.contract';
import { messageSchema } from '../shared/contract/error.contract';
import { messages } from '../shared/messages';
import { loggerOptions } from './app';
import { API_DOCS_PAGE_PATH, API_DOCUMENT_PATH } from './plugins/api-docs';
import { authGuardKind } from './plugins/auth';
import { responses } from './plugins/route-responses';
import { webhookSignature } from './payments/signatures';
import {
  bearer,
  lastMailedToken,
  newUserInput,
  registerAndLogin,
  TEST_PASSWORD,
  type LoggedInUser,
} from './testing/accounts';
import { createAdminTestApp, makePdf, multipartBody, TINY_PNG, type AdminTestApp } from './testing/admin';
import { createTestApp } from './testing/create-test-app';
import { checkoutBody, webhooksDelivered } from './testing/shopping';

jest.setTimeout(60_000);

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: object[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  servers?: Array<{ url: string; description?: string }>;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const registered: RouteOptions[] = [];
let a: AdminTestApp;

beforeAll(async () => {
  a = await createAdminTestApp({ onRoute: (route) => void registered.push(route) });
});
afterAll(async () => {
  await a.t.close();
});

const isApiUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/sandbox/');
const routeKey = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

/** The API as Fastify has it; HEAD twins of GET routes and the docs' own routes (hidden) aside. */
function apiRoutes(): RouteOptions[] {
  return registered.filter(
    (route) =>
      route.method !== 'HEAD' && isApiUrl(route.url ?? '') && !(route.schema as { hide?: boolean } | undefined)?.hide,
  );
}

/** Fastify's ':id' is OpenAPI's '{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

function shapeKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe(API_DOCUMENT_PATH, () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await a.t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  test('is an OpenAPI 3.1 document with a title, a version and a description', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toEqual(
      expect.objectContaining({
        title: expect.stringContaining('Pustaka'),
        version: expect.any(String),
        description: expect.any(String),
      }),
    );
  });

  test('documents every API route Fastify has, with its tag, its input, its credentials and a success answer', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(apiPaths).length);
    const problems: string[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      const operation = document.paths[openApiPath(route.url)]?.[String(route.method).toLowerCase()];
      if (!operation) {
        problems.push(`${key}: not in the document`);
        continue;
      }
      if (!operation.tags?.length) problems.push(`${key}: no tag`);
      const schema = (route.schema ?? {}) as { querystring?: unknown; params?: unknown };
      for (const [place, keys] of [
        ['query', shapeKeys(schema.querystring)],
        ['path', shapeKeys(schema.params)],
      ] as const) {
        for (const name of keys) {
          if (!operation.parameters?.some((parameter) => parameter.in === place && parameter.name === name))
            problems.push(`${key}: ${place} parameter ${name} not documented`);
        }
      }
      if (
        route.method === 'POST' &&
        !Object.values(operation.requestBody?.content ?? {}).some((content) => content.schema)
      )
        problems.push(`${key}: no request body schema`);
      const answers = Object.entries(operation.responses ?? {});
      const successes = answers.filter(([status]) => status.startsWith('2'));
      if (
        successes.length === 0 ||
        successes.some(([, answer]) => !Object.values(answer.content ?? {}).some((content) => content.schema))
      ) {
        problems.push(`${key}: no success answer with a schema`);
      }
      // The store's failures all answer {Message}; the sandbox speaks Razorpay's error object.
      const failureSchema = route.url.startsWith('/api/')
        ? '#/components/schemas/Message'
        : '#/components/schemas/RazorpayError';
      // 431 (headers too large) is the HTTP layer's, before any route: one shared answer, {Message}.
      for (const [status, answer] of answers.filter(([status]) => Number(status) >= 400 && status !== '431')) {
        if (answer.content?.['application/json']?.schema?.$ref !== failureSchema)
          problems.push(`${key}: ${status} does not answer ${failureSchema}`);
      }
      if (
        (operation.responses?.['431'] as { $ref?: string } | undefined)?.$ref !==
        '#/components/responses/HeadersTooLarge'
      )
        problems.push(`${key}: 431 not declared`);
      if (!answers.some(([status]) => status === '500')) problems.push(`${key}: 500 not declared`);
      // Credentials where an auth guard runs first, and only there (a login's 401 is a wrong password).
      const guarded = [route.onRequest ?? []].flat().some((hook) => authGuardKind(hook) !== undefined);
      const named = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (guarded !== named.includes('bearer'))
        problems.push(
          `${key}: ${guarded ? 'guarded but names no bearer token' : 'names a bearer token without a guard'}`,
        );
      if (!operation.operationId || !operation.summary) problems.push(`${key}: no operationId or summary`);
    }
    expect(problems).toEqual([]);
    expect(
      new Set(
        Object.values(document.paths).flatMap((operations) =>
          Object.values(operations).map((operation) => operation.operationId),
        ),
      ).size,
    ).toBe(Object.values(document.paths).flatMap((operations) => Object.values(operations)).length);
  });

  test('names the store as its server, and the login needs no token', () => {
    expect(document.servers).toEqual([{ url: a.t.config.publicUrl, description: expect.any(String) }]);
    expect(document.paths[apiPaths.login]!.post!.security).toEqual([]);
    expect(document.paths[apiPaths.getLibrary]!.get!.security).toEqual([{ bearer: [] }]);
    expect(document.paths[apiPaths.getBookReadingAccess]!.get!.security).toEqual([{ bearer: [] }, {}]);
  });

  test("passes Redocly's lint with its recommended rules", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        execFile(
          process.execPath,
          [redocly, 'lint', file, '--format', 'stylish'],
          { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
          (error, stdout, stderr) =>
            resolve({
              code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
              output: `${stdout}${stderr}`,
            }),
        );
      });
      expect(result.output).not.toMatch(/\b(error|warning)\b\s+[a-z0-9-]+\s/);
      expect(result.code).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(API_DOCS_PAGE_PATH, () => {
  test("is an HTML page under the store's strict CSP (its scripts are our own files)", async () => {
    const response = await a.t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PAGE_PATH}/`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.body).not.toMatch(/<script>/);
  });
});

/** What is wrong with an answer, judged by the schema its route declares for the status. */
function answerProblems(route: RouteOptions, response: LightMyRequestResponse): string[] {
  const key = routeKey(route);
  const declared = ((route.schema as { response?: Record<number, unknown> } | undefined)?.response ?? {})[
    response.statusCode
  ];
  if (declared === undefined)
    return [`${key} answered ${response.statusCode}, a status it does not declare: ${response.body.slice(0, 200)}`];
  // No sample asks for a server fault; a 500 here is most likely an answer the serializer refused.
  if (response.statusCode >= 500) return [`${key} failed with ${response.statusCode}: ${response.body.slice(0, 200)}`];
  if (!(declared instanceof z.ZodType)) {
    const types = Object.keys((declared as { content: Record<string, unknown> }).content);
    const type = String(response.headers['content-type'] ?? '');
    return types.some((declaredType) => type.startsWith(declaredType))
      ? []
      : [`${key} answered ${response.statusCode} as '${type}', not ${types.join(' or ')}`];
  }
  if (declared instanceof z.ZodUndefined)
    return response.body === '' ? [] : [`${key} answered ${response.statusCode} with a body`];
  const body: unknown = response.json();
  const parsed = declared.safeParse(body);
  if (!parsed.success)
    return [`${key} answered ${response.statusCode} with a body its schema refuses: ${z.prettifyError(parsed.error)}`];
  // A zod object drops keys it does not know: any difference is a field the schema leaves out.
  return isDeepStrictEqual(parsed.data, body)
    ? []
    : [`${key} answered ${response.statusCode} with fields its schema leaves out`];
}

describe('every route answers what it declares', () => {
  const problems: string[] = [];
  const exercised = new Set<string>();

  function routeFor(method: string, path: string): RouteOptions | undefined {
    return apiRoutes().find(
      (route) => route.method === method && new RegExp(`^${route.url.replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(path),
    );
  }

  /** Injects the request and judges the answer by its route's declared schemas. */
  async function call(
    options: InjectOptions & { method: 'GET' | 'POST' | 'PATCH'; url: string },
  ): Promise<LightMyRequestResponse> {
    const response = await a.t.app.inject(options);
    const route = routeFor(options.method, options.url.split('?')[0]!);
    if (!route) throw new Error(`no API route for ${options.method} ${options.url}`);
    exercised.add(routeKey(route));
    problems.push(...answerProblems(route, response));
    return response;
  }

  const get = (url: string, headers: Record<string, string> = {}) => call({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url, payload, headers });
  const patch = (url: string, payload: object, headers: Record<string, string> = {}) =>
    call({ method: 'PATCH', url, payload, headers });

  test('a sample request of every route, successes and failures', async () => {
    const { t, adminHeaders, adminSession } = a;

    // Catalog and search: cached JSON text, which only this check holds to the schema.
    for (const name of [...homeListNames, 'getGenerss', 'getAuthorsList'] as const) {
      await get(apiPaths[name]);
    }
    const shop = (await get(`${apiPaths.getAllBooks}?PageSize=3`)).json<AllBooksResponse>();
    const [book, otherBook, thirdBook] = shop.BooksList.map((item) => item.Id);
    await get(`${apiPaths.getAllBooks}?PageSize=1000`);
    await get(`${apiPaths.getBookById}?Id=${book}`);
    await get(`${apiPaths.getBookById}?Id=99999`);
    await get(`${apiPaths.searchBooks}?q=the`);
    await get(`${apiPaths.searchAuthors}?Name=a`);
    await get(`${apiPaths.searchAuthors}?Name=`);

    // Accounts.
    const input = newUserInput();
    await post(apiPaths.register, input);
    await post(apiPaths.register, input);
    await post(apiPaths.login, { username: input.email, password: 'not the password' });
    const session = (await post(apiPaths.login, { username: input.email, password: TEST_PASSWORD })).json<
      LoggedInUser['session']
    >();
    const user: LoggedInUser = { input, session, headers: bearer(session.Token) };
    await post(apiPaths.subscribeForNewsletter, { email_Id: input.email });
    await post(apiPaths.confirmNewsletter, { token: await lastMailedToken(t.db, input.email) });
    await post(apiPaths.confirmNewsletter, { token: 'x'.repeat(43) });
    await post(`${apiPaths.unsubscribeNewsletter}?token=${'y'.repeat(43)}`, {});
    await post(`${apiPaths.unsubscribeNewsletter}?token=bad`, {});
    await post(apiPaths.resendVerification, {}, user.headers);
    await post(apiPaths.verifyEmail, { token: await lastMailedToken(t.db, input.email) });
    await post(apiPaths.verifyEmail, { token: 'not-a-token' });
    await post(apiPaths.resendVerification, {}, user.headers);
    await post(apiPaths.requestPasswordReset, { email: 'nobody@example.com' });
    await post(apiPaths.requestPasswordReset, { email: input.email });
    await post(apiPaths.resetPassword, { token: await lastMailedToken(t.db, input.email), password: TEST_PASSWORD });
    await post(apiPaths.resetPassword, { token: 'x'.repeat(43), password: TEST_PASSWORD });
    const again = (await post(apiPaths.login, { username: input.email, password: TEST_PASSWORD })).json<
      LoggedInUser['session']
    >();
    user.headers = bearer(again.Token);
    // The Profile's changes; the password stays TEST_PASSWORD and this session lives on.
    await post(
      apiPaths.updateProfile,
      { firstName: 'Asha', lastName: 'Rao', countryCode: '+91', phoneNumber: '98450 54321' },
      user.headers,
    );
    await post(apiPaths.updateProfile, { firstName: '' }, user.headers);
    await post(
      apiPaths.changePassword,
      { currentPassword: 'not the password', newPassword: TEST_PASSWORD },
      user.headers,
    );
    await post(apiPaths.changePassword, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, user.headers);
    await post(apiPaths.changeEmail, { email: `new.${input.email}`, password: TEST_PASSWORD }, user.headers);
    await post(apiPaths.verifyEmail, { token: await lastMailedToken(t.db, `new.${input.email}`) });
    await post(apiPaths.undoEmailChange, { token: await lastMailedToken(t.db, input.email) });
    await post(apiPaths.undoEmailChange, { token: 'x'.repeat(43) });
    await post(apiPaths.resendConfirmation, { email: input.email });
    await post(apiPaths.resendConfirmation, { email: 'not an address' });
    await post(apiPaths.resetPassword, { token: await lastMailedToken(t.db, input.email), password: TEST_PASSWORD });
    user.headers = bearer(
      (await post(apiPaths.login, { username: input.email, password: TEST_PASSWORD })).json<LoggedInUser['session']>()
        .Token,
    );
    await get(apiPaths.getProfile, user.headers);
    await get(apiPaths.getProfile);
    await get(apiPaths.getDeletionSummary, user.headers);
    await post(apiPaths.changeEmail, { email: adminSession.Email, password: TEST_PASSWORD }, user.headers);
    await post(apiPaths.changeEmail, { email: input.email, password: 'not the password' }, user.headers);
    const everywhere = await registerAndLogin(t.app);
    await post(apiPaths.logoutEverywhere, {}, everywhere.headers);
    await post(apiPaths.logoutEverywhere, {}, everywhere.headers);

    // Cart and wishlist.
    const userId = user.session.UserId;
    await get(`${apiPaths.getCartlist}?user_Id=${userId}`);
    await post(apiPaths.saveCartlist, { user_Id: userId, book_Id: book }, user.headers);
    await post(apiPaths.saveCartlist, { user_Id: userId, book_Id: otherBook }, user.headers);
    await post(apiPaths.checkIfBookExistsForUserInCartP, { user_Id: userId, book_Id: book }, user.headers);
    const cart = (await get(`${apiPaths.getCartlist}?user_Id=${userId}`, user.headers)).json<CartListResponse>()
      .CartList;
    const second = cart.find((item) => item.Books.BookId === otherBook)!;
    await post(apiPaths.deleteCartlist, { _id: second._id, user_Id: userId, book_Id: otherBook }, user.headers);
    await post(apiPaths.saveWishlist, { user_Id: userId, book_Id: otherBook }, user.headers);
    await post(apiPaths.saveWishlist, { user_Id: userId, book_Id: otherBook }, user.headers);
    const wish = (await get(`${apiPaths.getWishlist}?user_Id=${userId}`, user.headers)).json<{
      WishList: Array<{ _id: string }>;
    }>().WishList;
    await post(apiPaths.checkIfBookExistsForUserInWhislistP, { user_Id: userId, book_Id: otherBook });
    await post(apiPaths.deleteWishlist, { _id: wish[0]!._id, user_Id: userId, book_Id: otherBook }, user.headers);

    // Checkout, the sandbox's Orders API and pay button, the report and the webhook.
    const body = await checkoutBody(t.app, user);
    await post(apiPaths.checkoutPage, { ...body, price: '0.01' }, user.headers);
    const { order, key_id: keyId } = (await post(apiPaths.checkoutPage, body, user.headers)).json<CheckoutResponse>();
    const sandboxAuth = {
      authorization: `Basic ${Buffer.from(`${keyId}:${t.config.payments.keySecret}`).toString('base64')}`,
    };
    await get(`${sandboxPaths.razorpayApi}/v1/orders/${order.id}`, sandboxAuth);
    await get(`${sandboxPaths.razorpayApi}/v1/orders/order_unknown1`, sandboxAuth);
    await post(
      `${sandboxPaths.razorpayApi}/v1/orders`,
      { amount: 50_000, currency: 'INR', receipt: 'sample' },
      sandboxAuth,
    );
    await post(`${sandboxPaths.razorpayApi}/v1/orders`, { amount: 50_000, currency: 'INR' });
    await get(sandboxPaths.checkoutScript);
    const paid = (await post(sandboxPaths.pay, { order_id: order.id, outcome: 'success' })).json<{
      razorpay_payment_id: string;
      razorpay_signature: string;
    }>();
    await post(sandboxPaths.pay, { order_id: order.id, outcome: 'failure' });
    await webhooksDelivered(t.app);
    await get(`${sandboxPaths.razorpayApi}/v1/orders/${order.id}/payments`, sandboxAuth);
    // The sandbox's capture, refunds and disputes: a manual-capture order's payment, authorized then captured.
    const manual = (
      await post(
        `${sandboxPaths.razorpayApi}/v1/orders`,
        { amount: 50_000, currency: 'INR', payment_capture: false },
        sandboxAuth,
      )
    ).json<{ id: string }>();
    // A partial-payment order (amount as digits, a numeric note), paid in part.
    const partial = await post(
      `${sandboxPaths.razorpayApi}/v1/orders`,
      {
        amount: '50000',
        currency: 'INR',
        partial_payment: true,
        first_payment_min_amount: 10_000,
        notes: { attempt: 1 },
      },
      sandboxAuth,
    );
    await post(sandboxPaths.pay, { order_id: partial.json<{ id: string }>().id, outcome: 'success', amount: 20_000 });
    await post(sandboxPaths.pay, { order_id: partial.json<{ id: string }>().id, outcome: 'success', amount: 40_000 });
    const authorized = (await post(sandboxPaths.pay, { order_id: manual.id, outcome: 'authorized' })).json<{
      razorpay_payment_id: string;
    }>().razorpay_payment_id;
    const sandboxPayments = `${sandboxPaths.razorpayApi}/v1/payments`;
    await get(`${sandboxPayments}/${authorized}`, sandboxAuth);
    await get(`${sandboxPayments}/pay_unknown1`, sandboxAuth);
    await post(`${sandboxPayments}/${authorized}/refund`, { amount: 1000 }, sandboxAuth);
    await post(`${sandboxPayments}/${authorized}/capture`, { amount: 1, currency: 'INR' }, sandboxAuth);
    await post(`${sandboxPayments}/${authorized}/capture`, { amount: 50_000, currency: 'INR' }, sandboxAuth);
    const refundId = (
      await post(
        `${sandboxPayments}/${authorized}/refund`,
        { amount: 1000, speed: 'normal', notes: { refund_id: '1' } },
        sandboxAuth,
      )
    ).json<{ id: string }>().id;
    await post(
      `${sandboxPayments}/${authorized}/refund`,
      { amount: '1000', speed: 'optimum', notes: { refund_id: 2 } },
      sandboxAuth,
    );
    await get(`${sandboxPayments}/${authorized}/refunds`, sandboxAuth);
    await get(`${sandboxPayments}/${authorized}/refunds?count=1&skip=1`, sandboxAuth);
    await get(`${sandboxPayments}/pay_unknown1/refunds`, sandboxAuth);
    await get(`${sandboxPayments}/${authorized}/refunds/${refundId}`, sandboxAuth);
    await get(`${sandboxPayments}/${authorized}/refunds/rfnd_unknown1`, sandboxAuth);
    // The lists, the refunds by id and the notes updates Razorpay's SDK calls.
    const sandboxV1 = `${sandboxPaths.razorpayApi}/v1`;
    await get(`${sandboxV1}/orders?count=2&skip=0&from=0&to=9999999999&receipt=sample`, sandboxAuth);
    await get(`${sandboxV1}/orders?authorized=1`, sandboxAuth);
    await get(`${sandboxV1}/orders?count=101`, sandboxAuth);
    await get(`${sandboxV1}/orders`);
    await patch(`${sandboxV1}/orders/${manual.id}`, { notes: { stage: 'sample', attempt: 1 } }, sandboxAuth);
    await patch(`${sandboxV1}/orders/order_unknown1`, { notes: {} }, sandboxAuth);
    await get(`${sandboxPayments}?count=5`, sandboxAuth);
    await get(`${sandboxPayments}?skip=-1`, sandboxAuth);
    await patch(`${sandboxPayments}/${authorized}`, { notes: { checked: 'yes' } }, sandboxAuth);
    await patch(`${sandboxPayments}/pay_unknown1`, { notes: {} }, sandboxAuth);
    await patch(`${sandboxPayments}/${authorized}`, { notes: 'not notes' }, sandboxAuth);
    await get(`${sandboxV1}/refunds?count=1`, sandboxAuth);
    await get(`${sandboxV1}/refunds/${refundId}`, sandboxAuth);
    await get(`${sandboxV1}/refunds/rfnd_unknown1`, sandboxAuth);
    await patch(`${sandboxV1}/refunds/${refundId}`, { notes: { refund_id: '1', checked: 'yes' } }, sandboxAuth);
    await patch(`${sandboxV1}/refunds/rfnd_unknown1`, { notes: {} }, sandboxAuth);
    await post(sandboxPaths.dispute, { payment_id: authorized, outcome: 'lost' });
    await post(sandboxPaths.dispute, { payment_id: 'pay_unknown1', outcome: 'won' });
    await webhooksDelivered(t.app);
    const report = { UserId: userId, OrderId: order.id, PaymentId: paid.razorpay_payment_id };
    await post(
      apiPaths.updateOrderStatus,
      { ...report, OrderStatus: 'Success', Signature: paid.razorpay_signature },
      user.headers,
    );
    await post(apiPaths.updateOrderStatus, { ...report, OrderStatus: 'Failed' }, user.headers);
    // Reviews: the buyer's, refused ones, a page, an admin's hide, a deletion.
    const review = (
      await post(
        reviewApiPaths.saveReview,
        { BookId: book, Rating: 5, Title: 'Gripping', Text: 'Twice.' },
        user.headers,
      )
    ).json<{ Review: { Id: string } }>().Review;
    await post(reviewApiPaths.saveReview, { BookId: book, Rating: 9, Title: 'x' }, user.headers);
    await post(reviewApiPaths.saveReview, { BookId: '99999', Rating: 4, Title: 'x' }, user.headers);
    await post(reviewApiPaths.saveReview, { BookId: book, Rating: 4, Title: 'x' }, adminHeaders);
    await get(`${reviewApiPaths.getReviews}?BookId=${book}`, user.headers);
    await get(`${reviewApiPaths.getReviews}?BookId=${book}&Page=0`);
    await get(`${reviewApiPaths.getReviews}?BookId=99999`);
    await post(reviewApiPaths.hideReview, { ReviewId: review.Id, Reason: 'A sample' }, user.headers);
    await post(reviewApiPaths.hideReview, { ReviewId: review.Id, Reason: 'A sample' }, adminHeaders);
    await post(reviewApiPaths.hideReview, { ReviewId: review.Id, Reason: 'A sample' }, adminHeaders);
    await post(reviewApiPaths.hideReview, { ReviewId: '99999', Reason: 'A sample' }, adminHeaders);
    await post(reviewApiPaths.deleteReview, { BookId: book }, user.headers);
    await post(reviewApiPaths.deleteReview, { BookId: book }, user.headers);
    // Release dates: an upcoming book's Notify me, then the book back on sale.
    await post(apiPaths.updateBook, { Id: thirdBook, AvailableOn: '2999-01-01' }, adminHeaders);
    await post(releaseApiPaths.notifyOnRelease, { BookId: thirdBook }, user.headers);
    await post(releaseApiPaths.notifyOnRelease, { BookId: otherBook }, user.headers);
    await post(releaseApiPaths.notifyOnRelease, { BookId: '99999' }, user.headers);
    await post(releaseApiPaths.notifyOnRelease, { BookId: 7 }, user.headers);
    await post(releaseApiPaths.notifyOnRelease, { BookId: thirdBook });
    await post(apiPaths.updateBook, { Id: thirdBook, AvailableOn: null }, adminHeaders);
    // An order awaiting payment, paid again or cancelled; the one above is paid by now (409).
    const paidNumber = (await get(apiPaths.getOrders, user.headers)).json<{ Orders: Array<{ OrderId: number }> }>()
      .Orders[0]!.OrderId;
    await post(apiPaths.resumeOrderPayment, { OrderId: paidNumber }, user.headers);
    await post(apiPaths.cancelOrder, { OrderId: paidNumber }, user.headers);
    await post(apiPaths.saveCartlist, { user_Id: userId, book_Id: otherBook }, user.headers);
    // Coupon codes (decision 048): saved, refused, listed; the cart's preview, a code that does
    // not exist, a visitor; checkout with a code that does not exist.
    await post(couponApiPaths.saveCoupon, { Code: 'sample-10', Kind: 'percent', Value: 10 }, adminHeaders);
    await post(couponApiPaths.saveCoupon, { Code: 'SAMPLE-10', Kind: 'percent', Value: 150 }, adminHeaders);
    await post(couponApiPaths.saveCoupon, { Code: 'SAMPLE-10', Kind: 'fixed', Value: 5 }, user.headers);
    await get(couponApiPaths.getCoupons, adminHeaders);
    await get(couponApiPaths.getCoupons, user.headers);
    await post(couponApiPaths.previewCoupon, { CouponCode: 'sample-10' }, user.headers);
    await post(couponApiPaths.previewCoupon, { CouponCode: 'NO-SUCH-CODE' }, user.headers);
    await post(couponApiPaths.previewCoupon, { CouponCode: 'sample-10' });
    await post(
      apiPaths.checkoutPage,
      { ...(await checkoutBody(t.app, user)), CouponCode: 'NO-SUCH-CODE' },
      user.headers,
    );
    const awaiting = (
      await post(apiPaths.checkoutPage, await checkoutBody(t.app, user), user.headers)
    ).json<CheckoutResponse>().order_number;
    await post(apiPaths.resumeOrderPayment, { OrderId: awaiting }, user.headers);
    await post(apiPaths.resumeOrderPayment, { OrderId: 'x' }, user.headers);
    await post(apiPaths.cancelOrder, { OrderId: awaiting }, user.headers);
    await post(apiPaths.cancelOrder, { OrderId: 99_999_999 }, user.headers);
    await get(apiPaths.getOrders, user.headers);
    await get(`${apiPaths.getOrders}?user_Id=999999`, user.headers);
    await get(`${taxApiPaths.getInvoice}?OrderId=${paidNumber}`, user.headers);
    await get(`${taxApiPaths.getInvoice}?OrderId=${awaiting}`, user.headers);
    await get(`${taxApiPaths.getInvoice}?OrderId=99999999`, user.headers);
    await get(`${taxApiPaths.getInvoice}?OrderId=x`, user.headers);
    await get(`${taxApiPaths.getInvoice}?OrderId=${paidNumber}`);
    // Free books (decision 047): an admin makes one free; Get it free, again (409), a priced book
    // (409), unknown and malformed ids, a visitor; its order's receipt. Then it costs again.
    const freeBook = '21';
    await post(apiPaths.updateBook, { Id: freeBook, Price: 0 }, adminHeaders);
    const freeOrder = (await post(freeBookApiPaths.getFreeBook, { BookId: freeBook }, user.headers)).json<{
      OrderId: number;
    }>().OrderId;
    await post(freeBookApiPaths.getFreeBook, { BookId: freeBook }, user.headers);
    await post(freeBookApiPaths.getFreeBook, { BookId: otherBook }, user.headers);
    await post(freeBookApiPaths.getFreeBook, { BookId: '99999' }, user.headers);
    await post(freeBookApiPaths.getFreeBook, { BookId: 7 }, user.headers);
    await post(freeBookApiPaths.getFreeBook, { BookId: freeBook });
    await get(`${taxApiPaths.getInvoice}?OrderId=${freeOrder}`, user.headers);
    await post(apiPaths.updateBook, { Id: freeBook, Price: 199 }, adminHeaders);
    const paidOrderId =
      (await get(`${apiPaths.getAdminOrders}?q=${order.id}`, adminHeaders)).json<{
        Orders: Array<{ OrderId: number }>;
      }>().Orders[0]?.OrderId ?? 1;
    await get(`${apiPaths.getAdminOrders}?PageSize=0`, adminHeaders);
    await get(apiPaths.getAdminOrders, user.headers);
    await post(apiPaths.refundOrder, { OrderId: paidOrderId, BookIds: [999999] }, adminHeaders);
    await post(apiPaths.refundOrder, { OrderId: paidOrderId }, adminHeaders);
    await post(apiPaths.refundOrder, { OrderId: paidOrderId }, adminHeaders);
    await post(apiPaths.refundOrder, { OrderId: 'x' }, adminHeaders);
    // A refund's credit note (none here: this store issues no invoices), unknown, malformed, anonymous.
    const storeRefundId =
      (await get(`${apiPaths.getAdminOrders}?q=${paidOrderId}`, adminHeaders)).json<{
        Orders: Array<{ Refunds: Array<{ RefundId: number }> }>;
      }>().Orders[0]?.Refunds[0]?.RefundId ?? 1;
    await get(`${taxApiPaths.getCreditNote}?RefundId=${storeRefundId}`, adminHeaders);
    await get(`${taxApiPaths.getCreditNote}?RefundId=99999999`, user.headers);
    await get(`${taxApiPaths.getCreditNote}?RefundId=x`, user.headers);
    await get(`${taxApiPaths.getCreditNote}?RefundId=${storeRefundId}`);
    await get(taxApiPaths.getStoreSettings, adminHeaders);
    await get(`${taxApiPaths.getStoreSettings}?x=1`, adminHeaders);
    await get(taxApiPaths.getStoreSettings, user.headers);
    await post(
      taxApiPaths.updateStoreSettings,
      { LegalName: 'Pustaka Books Private Limited', Gstin: '29AAGCB7383J1Z4', State: 'Karnataka' },
      adminHeaders,
    );
    await post(taxApiPaths.updateStoreSettings, { State: 'Delhi' }, adminHeaders);
    await post(taxApiPaths.updateStoreSettings, { Gstin: '29AAGCB7383J1Z5' }, adminHeaders);
    await post(taxApiPaths.updateStoreSettings, { LegalName: 'x' }, user.headers);
    // The seller's tax report (empty here: no order was paid with tax invoices on), JSON and CSV.
    await get(`${taxApiPaths.getTaxReport}?Month=2025-06`, adminHeaders);
    await get(`${taxApiPaths.getTaxReport}?Month=2025-06&Format=csv`, adminHeaders);
    await get(`${taxApiPaths.getTaxReport}?Month=2025-13`, adminHeaders);
    await get(`${taxApiPaths.getTaxReport}?Month=2025-06`, user.headers);
    await get(`${taxApiPaths.getTaxReport}?Month=2025-06`);
    const event = JSON.stringify({ entity: 'event', event: 'refund.created', payload: {} });
    await call({
      method: 'POST',
      url: apiPaths.razorpayWebhook,
      payload: event,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(event, t.config.payments.webhookSecret),
      },
    });
    await call({
      method: 'POST',
      url: apiPaths.razorpayWebhook,
      payload: event,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'forged' },
    });

    // Library and reader.
    await get(`${apiPaths.getLibrary}?user_Id=${userId}`, user.headers);
    await get(`${apiPaths.getBookContent}?Id=${book}`, user.headers);
    await get(`${apiPaths.getBookContent}?Id=${book}`, { ...user.headers, range: 'bytes=0-99' });
    await get(`${apiPaths.getBookContent}?Id=${book}`, { ...user.headers, range: 'bytes=999999999-' });
    await get(`${apiPaths.getBookContent}?Id=${thirdBook}`, user.headers);
    const downloaded = await get(`${apiPaths.downloadBook}?BookId=${book}`, user.headers);
    await get(`${apiPaths.downloadBook}?BookId=${thirdBook}`, user.headers);
    await get(`${apiPaths.downloadBook}?BookId=${book}`);
    const previewed = await get(`${apiPaths.getBookPreview}?Id=${book}`);
    await get(`${apiPaths.getBookPreview}?Id=${book}`, { 'if-none-match': String(previewed.headers.etag) });
    await post(apiPaths.saveReadingProgress, { book_Id: book, Page: 2 }, user.headers);
    await get(`${apiPaths.getReadingProgress}?Id=${book}`, user.headers);
    // Bookmarks, highlights and notes (decision 049): saved, changed, refused, listed, deleted.
    const highlight = { BookId: book, Kind: 'highlight', Locator: { Page: 1 }, Text: 'A line', Color: 'yellow' };
    const annotation = (await post(annotationApiPaths.saveAnnotation, highlight, user.headers)).json<{ Id: string }>();
    await post(
      annotationApiPaths.saveAnnotation,
      { ...highlight, Id: annotation.Id, Kind: 'note', Note: 'x' },
      user.headers,
    );
    await post(annotationApiPaths.saveAnnotation, { ...highlight, Id: '99999' }, user.headers);
    await post(annotationApiPaths.saveAnnotation, { ...highlight, Color: 'red' }, user.headers);
    await post(annotationApiPaths.saveAnnotation, { ...highlight, BookId: '99999' }, user.headers);
    await post(annotationApiPaths.saveAnnotation, highlight);
    await get(`${annotationApiPaths.getAnnotations}?BookId=${book}`, user.headers);
    await get(`${annotationApiPaths.getAnnotations}?BookId=99999`, user.headers);
    await post(annotationApiPaths.deleteAnnotation, { Id: annotation.Id }, user.headers);
    await post(annotationApiPaths.deleteAnnotation, { Id: annotation.Id }, user.headers);
    await get(`${apiPaths.getBookReadingAccess}?Id=${book}&Preview=true`);
    await get(`${apiPaths.getBookReadingAccess}?Id=1&Preview=true`);
    await get(`${apiPaths.getBookReadingAccess}?Id=${book}`, user.headers);
    await get(`${apiPaths.getBookReadingAccess}?Id=${book}`);
    await get(`${apiPaths.getBookReadingAccess}?Id=99999&Preview=true`);

    // Reading apps: app passwords.
    const appPassword = (await post(apiPaths.createAppPassword, { Name: 'KOReader' }, user.headers)).json<{
      Id: string;
    }>();
    await post(apiPaths.createAppPassword, { Name: '' }, user.headers);
    await get(apiPaths.getAppPasswords, user.headers);
    await get(apiPaths.getAppPasswords);
    await post(apiPaths.revokeAppPassword, { Id: appPassword.Id }, user.headers);
    await post(apiPaths.revokeAppPassword, { Id: appPassword.Id }, user.headers);

    // Admin: authors, applications, books.
    await post(apiPaths.addNewAuthorForReview, {
      name: 'Meera Iyer',
      country_code: '+91',
      phone_number: '98450 12345',
      email: 'meera@example.com',
      description: 'Poems about the sea.',
    });
    await post(apiPaths.addNewAuthorForReview, {
      name: 'Ravi Das',
      country_code: '+91',
      phone_number: '98450 12346',
      email: 'ravi@example.com',
      description: 'Short stories.',
    });
    await get(apiPaths.getAuthorApplications, user.headers);
    const applications = (
      await get(`${apiPaths.getAuthorApplications}?Status=pending`, adminHeaders)
    ).json<AuthorApplicationsResponse>().AuthorApplicationsList;
    await post(apiPaths.approveAuthorApplication, { Id: applications[0]!.Id }, adminHeaders);
    await post(apiPaths.rejectAuthorApplication, { Id: applications[1]!.Id }, adminHeaders);
    await post(apiPaths.rejectAuthorApplication, { Id: applications[1]!.Id }, adminHeaders);
    const author = (
      await post(
        apiPaths.addAuthor,
        {
          firstName: 'Kavya',
          lastName: 'Nair',
          countryCode: '+91',
          phoneNumber: '98450 12347',
          email: 'kavya@example.com',
          about: 'Essays.',
        },
        adminHeaders,
      )
    ).json<CreatedResponse>();
    await post(apiPaths.resetPassword, {
      token: await lastMailedToken(t.db, 'kavya@example.com'),
      password: TEST_PASSWORD,
    });
    const authorSession = (await post(apiPaths.login, { username: 'kavya@example.com', password: TEST_PASSWORD })).json<
      LoggedInUser['session']
    >();
    await get(apiPaths.getAuthorBooks, bearer(authorSession.Token));
    await get(apiPaths.getAuthorBooks, adminHeaders);
    await get(`${apiPaths.getAdminBooks}?q=a`, adminHeaders);
    await post(apiPaths.updateBook, { Id: book, IsTrending: true }, adminHeaders);
    await post(apiPaths.updateBook, { Id: '99999', IsTrending: true }, adminHeaders);
    const form = multipartBody([
      { name: 'UserId', value: adminSession.UserId },
      { name: 'BookName', value: 'The Monsoon Ledger' },
      { name: 'BookDescription', value: 'A clerk keeps the accounts of a flooded town.' },
      { name: 'AuthorId', value: author.Id },
      { name: 'Price', value: '250' },
      { name: 'GenerId', value: shop.Filters.Geners[0]!.GenerId },
      { name: 'IsActive', value: 'true' },
      { name: 'IsApproved', value: 'true' },
      { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
      { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: await makePdf(1) },
      { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: await makePdf(2) },
    ]);
    await call({
      method: 'POST',
      url: apiPaths.addBook,
      payload: form.payload,
      headers: { ...form.headers, ...adminHeaders },
    });
    const inspected = multipartBody([
      { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: await makePdf(2) },
    ]);
    await call({
      method: 'POST',
      url: apiPaths.inspectBookFile,
      payload: inspected.payload,
      headers: { ...inspected.headers, ...adminHeaders },
    });
    const junk = multipartBody([
      {
        name: 'BookContent',
        filename: 'book.epub',
        contentType: 'application/epub+zip',
        data: Buffer.from('not a book'),
      },
    ]);
    await call({
      method: 'POST',
      url: apiPaths.inspectBookFile,
      payload: junk.payload,
      headers: { ...junk.headers, ...adminHeaders },
    });
    await post(apiPaths.addBook, { BookName: 'not multipart' }, adminHeaders);
    // Trace a file: the download above traced (200), and a file without a mark (404).
    for (const data of [downloaded.rawPayload, await makePdf(1)]) {
      const found = multipartBody([{ name: 'File', filename: 'found.pdf', contentType: 'application/pdf', data }]);
      await call({
        method: 'POST',
        url: traceApiPaths.traceDownload,
        payload: found.payload,
        headers: { ...found.headers, ...adminHeaders },
      });
    }

    // Leaving: logout, and an account deleted.
    const leaving = await registerAndLogin(t.app);
    await post(apiPaths.deleteAccount, { Email: 'someone.else@example.com', Password: TEST_PASSWORD }, leaving.headers);
    await post(apiPaths.deleteAccount, { Email: leaving.input.email, Password: TEST_PASSWORD }, leaving.headers);
    await post(apiPaths.logout, {}, user.headers);
    await post(apiPaths.logout, {}, user.headers);

    expect(problems).toEqual([]);
    expect(
      apiRoutes()
        .map(routeKey)
        .filter((key) => !exercised.has(key)),
    ).toEqual([]);
  });
});

describe('an answer its schema refuses', () => {
  test('is logged as a server bug and answered 500 {Message}, without the schema details', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({ seed: false, logger: { ...loggerOptions('error'), stream } });
    try {
      t.app
        .withTypeProvider<ZodTypeProvider>()
        .get(
          '/api/test-broken-answer',
          { schema: { response: responses({ 202: messageSchema }) } },
          async (_request, reply) =>
            reply.code(202).send({ Mesage: 'a typo the schema catches' } as unknown as { Message: string }),
        );
      const response = await t.app.inject({ method: 'GET', url: '/api/test-broken-answer' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ Message: messages.genericError });
      expect(lines.join('')).toContain('response does not match its schema');
    } finally {
      await t.close();
    }
  });
});
