/**
 * zod 4 compiles a fast parser for object schemas with `new Function`, after probing whether eval
 * is allowed. Our Content-Security-Policy forbids eval, so the probe's blocked attempt is reported
 * as a CSP violation on every page (the parse itself falls back and works). `jitless` skips the
 * probe. Set through zod's global config object (globalThis.__zod_globalConfig, which zod's core
 * adopts if it exists) rather than `z.config()`, so the entry does not import zod: its schemas
 * load with the pages that use them. Imported first by start.tsx, before any module that parses.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
