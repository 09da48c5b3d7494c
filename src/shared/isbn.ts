/**
 * ISBNs as a book's identifier: ISBN-10 or ISBN-13 as typed or as a package document holds it
 * ('978-81-7525-766-5', 'urn:isbn:9788175257665', '81-7525-766-0'), checked by its check digit and
 * kept as the 13 digits every ISBN has had since 2007 (an ISBN-10 becomes 978 + its first nine
 * digits + a new check digit), so one book has one spelling in the database.
 */

const prefixes = /^(urn:isbn:|isbn(-1[03])?:?)\s*/i;

/** Digits (and a final X of an ISBN-10) once hyphens, spaces and a urn:isbn: prefix are gone. */
function compact(text: string): string {
  return text.trim().replace(prefixes, '').replace(/[\s-]/g, '').toUpperCase();
}

function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isValidIsbn10(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (digits[i] === 'X' ? 10 : Number(digits[i])) * (10 - i);
  return sum % 11 === 0;
}

function isValidIsbn13(digits: string): boolean {
  return /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13, or undefined when the text is not one. */
export function normalizeIsbn(text: string): string | undefined {
  const digits = compact(text);
  if (digits.length === 13) return isValidIsbn13(digits) ? digits : undefined;
  if (digits.length === 10 && isValidIsbn10(digits)) {
    const first12 = `978${digits.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return undefined;
}
