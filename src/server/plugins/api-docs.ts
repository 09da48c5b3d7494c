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

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PAGE_PATH = '/api/docs';

/** One tag per module; the document lists them in this order. */
export const apiTags = {
  catalog: { name: 'Catalog', description: 'Public book lists, the shop with its filters, book pages; book management for admins.' },
  search: { name: 'Search', description: 'Type-ahead search over titles and author names.' },
  accounts: { name: 'Accounts', description: 'Register, log in and out, delete an account.' },
  authors: { name: 'Authors', description: 'The Author Program application and its review by admins; admins add authors.' },
  uploads: { name: 'Uploads', description: 'Admins publish a book (multipart upload of cover, preview and full PDF).' },
  newsletter: { name: 'Newsletter', description: 'Newsletter subscription.' },
  cart: { name: 'Cart', description: "The caller's cart." },
  wishlist: { name: 'Wishlist', description: "The caller's wishlist." },
  orders: { name: 'Orders', description: 'Checkout and the report of a payment.' },
  library: { name: 'Library', description: 'Purchased books, the PDFs (with HTTP ranges) and the last page read.' },
  payments: { name: 'Payments', description: "Razorpay's signed server-to-server events." },
  paymentSandbox: { name: 'Payment sandbox', description: "Local stand-in for Razorpay's Orders API and Checkout (PAYMENT_PROVIDER=sandbox only)." },
} as const;

export type ApiTag = keyof typeof apiTags;

const description = `The ${PRODUCT_NAME} e-book store's API. Most answers use status 202; every failure answers {"Message": "..."}.
Authenticated calls send the token from /api/login as \`Authorization: Bearer <token>\`.`;

const schemaTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Route config for a route that reads its request itself (a streamed upload, a signed raw body):
 * the document shows these schemas, but Fastify never validates the request with them.
 */
export function documentRequestOnly(request: { body: z.ZodType; headers?: z.ZodType }): { swaggerTransform: SwaggerTransform } {
  return { swaggerTransform: (route) => schemaTransform({ ...route, schema: { ...route.schema, ...request } }) };
}

/**
 * Documents every route this plugin instance (a module) registers from now on under its tag. A
 * route that can answer 401 needs credentials: the store's Bearer token, or for the sandbox's
 * Orders API its key id and secret.
 */
export function documentRoutesAs(app: FastifyInstance, tag: ApiTag): void {
  const scheme = tag === 'paymentSandbox' ? 'sandboxKeys' : 'bearer';
  app.addHook('onRoute', (route) => {
    const needsCredentials = Object.hasOwn((route.schema?.response as object | undefined) ?? {}, 401);
    route.schema = { ...route.schema, tags: [apiTags[tag].name], ...(needsCredentials ? { security: [{ [scheme]: [] }] } : {}) };
  });
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} store API`, version: packageJson.version, description },
      tags: Object.values(apiTags).map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The Token that /api/login answers.' },
          sandboxKeys: { type: 'http', scheme: 'basic', description: "The sandbox's key id and key secret, as Razorpay's API takes them." },
        },
      },
    },
    hideUntagged: true,
    transform: schemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PAGE_PATH, uiConfig: { deepLinking: true }, validatorUrl: false });
  app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, () => app.swagger());
}
