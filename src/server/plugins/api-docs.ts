/**
 * The API document: OpenAPI 3.1 generated from the routes' own zod schemas (the same ones that
 * validate requests and serialise answers, so the document cannot drift from the code), served as
 * JSON at /api/openapi.json and as an interactive page at /api/docs.
 *
 * Register before any route: the document collects routes as they are added. Only tagged routes
 * are documented (each module tags its own with documentRoutesAs), so the SPA's pages and static
 * files stay out of it.
 */
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PRODUCT_NAME } from '../../shared/constants';
import packageJson from '../../../package.json';
import { apiMessages } from '../../shared/api-messages';
import { apiSummaries } from './api-summaries';
import { authGuardKind } from './auth';

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PAGE_PATH = '/api/docs';

/** One tag per module; the document lists them in this order. */
export const apiTags = {
  catalog: {
    name: 'Catalog',
    description: 'Public book lists, the shop with its filters, book pages; book management for admins.',
  },
  search: { name: 'Search', description: 'Type-ahead search over titles and author names.' },
  accounts: { name: 'Accounts', description: 'Register, log in and out, delete an account.' },
  authors: {
    name: 'Authors',
    description: 'The Author Program application and its review by admins; admins add authors.',
  },
  uploads: { name: 'Uploads', description: 'Admins publish a book (multipart upload of cover, preview and full PDF).' },
  newsletter: { name: 'Newsletter', description: 'Newsletter subscription.' },
  cart: { name: 'Cart', description: "The caller's cart." },
  wishlist: { name: 'Wishlist', description: "The caller's wishlist." },
  orders: { name: 'Orders', description: 'Checkout and the report of a payment.' },
  library: {
    name: 'Library',
    description:
      'Purchased books, the PDFs (with HTTP ranges), the last page read, and bookmarks, highlights and notes.',
  },
  readingApps: {
    name: 'Reading apps',
    description:
      'App passwords for OPDS apps and KOReader, books downloaded marked for their buyer, and notes kept in the reader.',
  },
  reviews: {
    name: 'Reviews',
    description: "Readers' ratings and reviews of the books they own; admins hide a review with a reason.",
  },
  storeSettings: {
    name: 'Store settings',
    description: "The seller's tax settings: GSTIN, address, state, GST rate, SAC, invoice number prefix (admins).",
  },
  taxReports: {
    name: 'Tax reports',
    description:
      "The seller's monthly GST report: B2C summary, credit notes and document registers, as JSON or CSV (admins).",
  },
  coupons: {
    name: 'Coupons',
    description: "Coupon codes: the cart's preview of one (shoppers); creating, editing and pausing them (admins).",
  },
  payments: { name: 'Payments', description: "Razorpay's signed server-to-server events." },
  paymentSandbox: {
    name: 'Payment sandbox',
    description: "Local stand-in for Razorpay's Orders API and Checkout (PAYMENT_PROVIDER=sandbox only).",
  },
} as const;

export type ApiTag = keyof typeof apiTags;

const description = `The ${PRODUCT_NAME} e-book store's API. Most answers use status 202; every failure answers {"Message": "..."}.
Authenticated calls send the token from /api/login as \`Authorization: Bearer <token>\`.`;

const schemaTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Route config for a route that reads its request itself (a streamed upload, a signed raw body):
 * the document shows these schemas, but Fastify never validates the request with them.
 */
export function documentRequestOnly(request: { body: z.ZodType; headers?: z.ZodType }): {
  swaggerTransform: SwaggerTransform;
} {
  return { swaggerTransform: (route) => schemaTransform({ ...route, schema: { ...route.schema, ...request } }) };
}

/**
 * Documents every route this plugin instance (a module) registers from now on under its tag, with
 * the credentials it needs: the store's Bearer token where an auth guard runs first (required, or
 * optional for a route that only identifies its caller), the sandbox's key id and secret for its
 * Razorpay API, and none otherwise (a login's 401 is a wrong password, not a missing token).
 */
export function documentRoutesAs(app: FastifyInstance, tag: ApiTag): void {
  app.addHook('onRoute', (route) => {
    const kinds = [route.onRequest ?? []].flat().map(authGuardKind);
    const answers401 = Object.hasOwn((route.schema?.response as object | undefined) ?? {}, 401);
    let security: Array<Record<string, string[]>> = [];
    if (tag === 'paymentSandbox' && answers401) security = [{ sandboxKeys: [] }];
    else if (kinds.includes('required')) security = [{ bearer: [] }];
    else if (kinds.includes('optional')) security = [{ bearer: [] }, {}];
    route.schema = { ...route.schema, tags: [apiTags[tag].name], security };
  });
}

type Operation = { operationId?: string; summary?: string; responses?: Record<string, unknown> };
type ApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  servers?: Array<{ url: string; description?: string }>;
};

/** '/api/getBookById' -> 'getBookById'; '/sandbox/razorpay/v1/orders/{id}' with GET -> 'getSandboxRazorpayOrdersById'. */
function operationIdOf(method: string, path: string): string {
  if (/^\/api\/[A-Za-z]+$/.test(path)) return path.slice('/api/'.length);
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api' && segment !== 'v1')
    .map((segment) =>
      segment.startsWith('{')
        ? 'ById'
        : segment.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase()),
    );
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

const HEADERS_TOO_LARGE = 'HeadersTooLarge';

const schemaRefsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);

/** Keeps the schemas the operations reach, directly or through other schemas. */
function dropUnusedSchemas(document: ApiDocument): void {
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const queue = schemaRefsIn({ paths: document.paths, responses: document.components?.responses });
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...schemaRefsIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * What the routes' schemas cannot say: each operation's id and one-line summary (api-summaries.ts),
 * the HTTP layer's 431 that any request can meet (plugins/http-hygiene.ts), where the store is,
 * and no component the routes do not use (the zod provider makes an input twin of each).
 */
export function finishApiDocument<T extends ApiDocument>(document: T, publicUrl: string): T {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId = operationIdOf(method, path);
      operation.summary = apiSummaries[`${method.toUpperCase()} ${path}`];
      operation.responses = { ...operation.responses, 431: { $ref: `#/components/responses/${HEADERS_TOO_LARGE}` } };
    }
  }
  const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } };
  document.components = {
    ...document.components,
    responses: {
      ...document.components?.responses,
      [HEADERS_TOO_LARGE]: { description: apiMessages.headersTooLarge, ...errorBody },
    },
  };
  dropUnusedSchemas(document);
  document.servers = [{ url: publicUrl, description: `This ${PRODUCT_NAME} store` }];
  return document;
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} store API`,
        version: packageJson.version,
        description,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      tags: Object.values(apiTags).map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The Token that /api/login answers.' },
          sandboxKeys: {
            type: 'http',
            scheme: 'basic',
            description: "The sandbox's key id and key secret, as Razorpay's API takes them.",
          },
        },
      },
    },
    hideUntagged: true,
    transform: schemaTransform,
    transformObject: (documentObject) =>
      finishApiDocument(jsonSchemaTransformObject(documentObject) as ApiDocument, app.config.publicUrl) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PAGE_PATH,
    uiConfig: { deepLinking: true },
    validatorUrl: false,
  });
  app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, () => app.swagger());
}
