import { compileMessage } from '@lingui/message-utils/compileMessage';
import messageCatalogLoader, { compileCatalog } from './message-catalog-loader';

it('compiles every message of a catalog into the form the runtime interpolates', () => {
  const source = JSON.stringify({ empty: 'Cart is Empty', count: '{count, plural, one {# book} other {# books}}' });
  expect(compileCatalog(source, 'messages.en.json')).toEqual({
    empty: compileMessage('Cart is Empty'),
    count: compileMessage('{count, plural, one {# book} other {# books}}'),
  });
  expect(messageCatalogLoader.call({ resourcePath: 'x.json' }, source)).toMatch(
    /^export default \{"empty":\["Cart is Empty"\]/,
  );
});

it('fails the build on a message that is not valid ICU or not a text, naming the file and key', () => {
  expect(() => compileCatalog('{"broken":"{count, plural, one {#"}', 'cart/messages.hi.json')).toThrow(
    /cart\/messages\.hi\.json: "broken" is not a valid ICU message/,
  );
  expect(() => compileCatalog('{"n":3}', 'a.json')).toThrow('a.json: "n" is not a text');
  expect(() => compileCatalog('["x"]', 'a.json')).toThrow('a.json: a message catalog is an object of message texts');
});
