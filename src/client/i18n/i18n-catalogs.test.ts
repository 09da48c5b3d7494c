/**
 * Every English text has its Hindi (issue 38, decision 052): each browser area's messages.en.json has a
 * messages.hi.json beside it with the same keys, none empty, registered in hindi.ts under the
 * namespace the area's defineMessages uses; every shared English text (shared/messages.ts,
 * shared/*-texts.ts, shared/api-messages.ts) has its Hindi in shared/i18n/texts.hi.json or
 * texts-more.hi.json, which hold nothing else.
 */
import fs from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import path from 'node:path';
import { hindiCatalogs } from './hindi';
import { hindiMoreCatalogs, hindiMoreComposedTexts } from './hindi-more';
import { registerComposedTexts, storeText } from './store-text';

const registry = { ...hindiCatalogs, ...hindiMoreCatalogs };

const SRC = path.resolve(__dirname, '../..');

function filesNamed(pattern: RegExp, dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesNamed(pattern, file);
    return pattern.test(entry.name) ? [file] : [];
  });
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const emptyOrNotText = (catalog: Record<string, unknown>) =>
  Object.entries(catalog)
    .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
    .map(([key]) => key);

// The browser's areas (the server's mails have catalogs of their own, tested beside them).
const areas = filesNamed(/^messages\.en\.json$/, path.join(SRC, 'client')).map((english) => path.dirname(english));

it('finds the areas with messages', () => {
  expect(areas.length).toBeGreaterThan(0);
});

describe.each(areas.map((dir) => [path.relative(SRC, dir), dir]))('%s', (_name, dir) => {
  const english = readJson(path.join(dir, 'messages.en.json'));
  const hindiFile = path.join(dir, 'messages.hi.json');

  it('has a Hindi text for every English one, and nothing else', () => {
    expect(fs.existsSync(hindiFile)).toBe(true);
    const hindi = readJson(hindiFile);
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    expect(emptyOrNotText(english)).toEqual([]);
    expect(emptyOrNotText(hindi)).toEqual([]);
  });

  it('is registered in hindi.ts or hindi-more.ts under the namespace its defineMessages uses', () => {
    const hindi = readJson(hindiFile);
    // Jest imports a JSON file as its object: the registered catalog is this file's if it reads the same.
    const registered = Object.entries(registry).filter(
      ([, catalog]) => JSON.stringify(catalog) === JSON.stringify(hindi),
    );
    expect(registered).toHaveLength(1);
    const namespaces = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.messages.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/defineMessages\(\s*'([^']+)'/g)].map((m) => m[1]),
      );
    expect(namespaces).toEqual([registered[0]?.[0]]);
  });
});

/** Every string in a module's exports, however deep (functions are texts with values: not here). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const sharedTextFiles = filesNamed(/^(messages|api-messages|[a-z-]+-texts)\.ts$/, path.join(SRC, 'shared'));

it('has the Hindi of every shared English text, once, and of nothing else', () => {
  expect(sharedTextFiles.length).toBeGreaterThan(10);
  const english = new Set(sharedTextFiles.flatMap((file) => stringsOf(jest.requireActual<object>(file))));
  const first = readJson(path.join(SRC, 'shared/i18n/texts.hi.json'));
  const more = readJson(path.join(SRC, 'shared/i18n/texts-more.hi.json'));
  const hindi = { ...first, ...more };
  expect(Object.keys(first).filter((text) => text in more)).toEqual([]);
  expect([...english].filter((text) => !(text in hindi))).toEqual([]);
  expect(Object.keys(hindi).filter((text) => !english.has(text))).toEqual([]);
  expect(emptyOrNotText(hindi)).toEqual([]);
});

describe('texts composed with values (store-text.ts)', () => {
  const composedTexts = hindiMoreComposedTexts;
  const english = { ...readJson(path.join(SRC, 'client/i18n/composed/messages.en.json')) };
  /** The English catalog's text of a descriptor (its id is namespace.key). */
  const catalogText = (id: string) =>
    id.startsWith('composed.')
      ? english[id.slice('composed.'.length)]
      : readJson(path.join(SRC, 'client/components/form/messages.en.json'))[id.slice('form.'.length)];

  it.each(composedTexts.map((text) => [text.message.id, text]))(
    '%s says in English exactly what the shared text says',
    (_id, text) => {
      expect(catalogText(text.message.id)).toBe(text.english(...text.values.map((name) => `{${name}}`)));
    },
  );

  // Recognises a text as a registered language does, with a stand-in for Lingui that answers the message's id.
  registerComposedTexts('composed-test', composedTexts);
  const lingui = { locale: 'composed-test', messages: {}, _: (descriptor: MessageDescriptor) => descriptor.id };
  const recognised = (text: string) => storeText(lingui as never, text) !== text;

  /** Composed texts the browser never shows: they are in the tax documents' PDFs, or a form says them itself. */
  const notShown = new Set([
    'taxTexts.againstInvoice',
    'taxTexts.creditNoteReason',
    'storeSettingsTexts.gstinStateMismatch', // admin/storeSettingsForm.ts
  ]);

  it('says every composed shared text the server or the shared schemas use', () => {
    const exported = new Map<string, Record<string, unknown>>(
      sharedTextFiles.flatMap((file) =>
        Object.entries(jest.requireActual<Record<string, unknown>>(file)).filter(
          (entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null,
        ),
      ),
    );
    const users = [
      ...filesNamed(/\.ts$/, path.join(SRC, 'server')),
      ...filesNamed(/\.ts$/, path.join(SRC, 'shared')),
    ].filter((file) => !/\.test\.ts$|[/\\]testing[/\\]/.test(file));
    const used = new Set<string>();
    for (const file of users)
      for (const [, object, name] of fs.readFileSync(file, 'utf8').matchAll(/\b(\w+)\.(\w+)\(/g))
        if (typeof exported.get(object!)?.[name!] === 'function') used.add(`${object}.${name}`);
    expect(used.size).toBeGreaterThan(10);
    const unsaid = [...used].filter((key) => {
      if (notShown.has(key)) return false;
      const [object, name] = key.split('.') as [string, string];
      const text = exported.get(object)![name] as (...values: unknown[]) => string;
      const sample = text(...Array.from({ length: text.length }, (_, index) => 7 + index));
      return !recognised(sample);
    });
    expect(unsaid).toEqual([]);
  });
});
