/**
 * Route schemas are the shared zod schemas. Fastify runs them through this compiler and replaces
 * request.query/body with the parsed (coerced, defaulted) value.
 */
import type { FastifyInstance } from 'fastify';

interface SafeParser {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: Error };
}

function isSafeParser(schema: unknown): schema is SafeParser {
  return typeof (schema as SafeParser | undefined)?.safeParse === 'function';
}

export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, url }) => {
    if (!isSafeParser(schema)) throw new Error(`Route ${url}: schemas must be zod schemas`);
    return (data: unknown) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
}
