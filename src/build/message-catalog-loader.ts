/**
 * A webpack loader for message catalogs (`messages.<locale>.json`, shared/i18n/define-messages.ts):
 * compiles each ICU message into the form Lingui's runtime interpolates, so the browser needs no
 * message parser (@lingui/message-utils' compiler is some 5 KB gzip) and never warns of an
 * uncompiled message. A message that does not parse fails the build, naming the file and key.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const catalog = JSON.parse(source) as unknown;
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) {
    throw new Error(`${file}: a message catalog is an object of message texts`);
  }
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a text`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

export default function messageCatalogLoader(this: { resourcePath: string }, source: string): string {
  return `export default ${JSON.stringify(compileCatalog(source, this.resourcePath))};`;
}
