/**
 * Every text the server writes has its Hindi (issue 38, decision 052): each server area's
 * messages.en.json (the mails' today) has a messages.hi.json beside it with the same keys, none
 * empty, the same ICU arguments in each text, and both compile. The browser's equivalent is
 * client/i18n/i18n-catalogs.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { mailMessages } from '../mail/mail.messages';
import { translatorFor } from './server-i18n';

const SERVER = path.resolve(__dirname, '..');

function filesNamed(name: string, dir = SERVER): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(name, file);
    return entry.name === name ? [file] : [];
  });
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const emptyOrNotText = (catalog: Record<string, unknown>) =>
  Object.entries(catalog)
    .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
    .map(([key]) => key);
/** The names of a message's arguments ('{name}', '{count, plural, ...}'), sorted. */
const argumentsOf = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\s*([A-Za-z_][\w]*)/g)].map((match) => match[1]))].sort();

const areas = filesNamed('messages.en.json').map((english) => path.dirname(english));

it('finds the server areas with messages (the mails)', () => {
  expect(areas.map((dir) => path.relative(SERVER, dir))).toContain('mail');
});

describe.each(areas.map((dir) => [path.relative(SERVER, dir), dir]))('%s', (_name, dir) => {
  const english = readJson(path.join(dir, 'messages.en.json'));
  const hindiFile = path.join(dir, 'messages.hi.json');

  it('has a Hindi text for every English one, and nothing else, none empty', () => {
    expect(fs.existsSync(hindiFile)).toBe(true);
    const hindi = readJson(hindiFile);
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    expect(emptyOrNotText(english)).toEqual([]);
    expect(emptyOrNotText(hindi)).toEqual([]);
  });

  it('gives each Hindi text the arguments of its English one, and every text compiles', () => {
    const hindi = readJson(hindiFile);
    const differing = Object.keys(english).filter(
      (key) => argumentsOf(english[key]).join() !== argumentsOf(hindi[key]).join(),
    );
    expect(differing).toEqual([]);
    for (const text of [...Object.values(english), ...Object.values(hindi)])
      expect(() => compileMessageOrThrow(String(text))).not.toThrow();
  });
});

test('a mail text renders in each language from its compiled catalog', () => {
  expect(translatorFor('en')(mailMessages.greeting, { name: 'Asha' })).toBe('Hello Asha,');
  expect(translatorFor('hi')(mailMessages.greeting, { name: 'Asha' })).toBe('नमस्ते Asha,');
  expect(translatorFor('hi')(mailMessages.releasedSubject, { title: '<b>{x}</b>' })).toBe('<b>{x}</b> आ गई है');
});
