/**
 * Test support: the official OPDS 2.0 JSON schemas (vendored in schemas/, see its README) loaded
 * into Ajv, and a well-formedness check of OPDS 1.2 Atom with @xmldom/xmldom. Test code only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const SCHEMAS = path.join(__dirname, 'schemas');

function schemaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(file);
    return entry.name.endsWith('.schema.json') ? [file] : [];
  });
}

let ajv: Ajv | undefined;

/** Ajv with every vendored schema added under its own $id (draft-07, as the schemas declare). */
function validator(): Ajv {
  if (ajv) return ajv;
  // strict: false: the schemas use keywords of later drafts ($defs) and annotations Ajv's strict mode refuses.
  ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const file of schemaFiles(SCHEMAS)) ajv.addSchema(JSON.parse(fs.readFileSync(file, 'utf8')) as object);
  return ajv;
}

const compiled = new Map<string, ValidateFunction>();

function validate(id: string, document: unknown): string[] {
  let check = compiled.get(id);
  if (!check) {
    check = validator().getSchema(id);
    if (!check) throw new Error(`no schema ${id}`);
    compiled.set(id, check);
  }
  if (check(document)) return [];
  return (check.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

/** What the OPDS 2.0 feed schema finds wrong with a document (empty: valid). */
export const opds2FeedProblems = (document: unknown) =>
  validate('https://drafts.opds.io/schema/feed.schema.json', document);

/** What the OPDS 2.0 publication schema finds wrong. */
export const opds2PublicationProblems = (document: unknown) =>
  validate('https://drafts.opds.io/schema/publication.schema.json', document);

/** What the Authentication for OPDS 1.0 schema finds wrong. */
export const authDocumentProblems = (document: unknown) =>
  validate('https://drafts.opds.io/schema/authentication.schema.json', document);

/** Parses XML, throwing on any error or warning (not well-formed, an unbound prefix). */
export function parseXml(text: string) {
  const problems: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      problems.push(`${level}: ${message}`);
    },
  }).parseFromString(text, 'application/xml');
  if (problems.length > 0) throw new Error(`not well-formed XML: ${problems.join('; ')}`);
  return document;
}
