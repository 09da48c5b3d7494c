import { coverSrcSet } from './cover-images';

test('a cover stored in widths gets a srcset of all of them; any other cover gets none', () => {
  expect(coverSrcSet('/media/covers/0123456789abcdef0123456789abcdef-w400.webp')).toBe(
    '/media/covers/0123456789abcdef0123456789abcdef-w200.webp 200w, /media/covers/0123456789abcdef0123456789abcdef-w400.webp 400w, /media/covers/0123456789abcdef0123456789abcdef-w800.webp 800w',
  );
  expect(coverSrcSet('/media/covers/0123456789abcdef0123456789abcdef.svg')).toBeUndefined();
  expect(coverSrcSet('/media/covers/0123456789abcdef0123456789abcdef.png')).toBeUndefined();
});
