/**
 * An amount in words as a tax invoice states it, in the Indian numbering system (thousand, lakh,
 * crore), one style throughout:
 *
 *   123456789 paise  -> 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'
 *   50000 paise      -> 'Rupees Five Hundred Only'
 *   5 paise          -> 'Rupees Zero and Five Paise Only'
 *   0                -> 'Rupees Zero Only'
 *
 * Each word is capitalised, tens and units are joined by a hyphen (Sixty-Seven), no 'and' inside
 * the rupees (the one 'and' joins the paise), and above 99 crore the crores are counted in the
 * same system (One Hundred Crore, One Lakh Crore).
 */

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

function wordAt(list: readonly string[], index: number): string {
  const word = list[index];
  if (word === undefined) throw new RangeError(`No word for ${index}`);
  return word;
}

/** 1..99 */
function belowHundred(n: number): string {
  if (n < 20) return wordAt(UNITS, n);
  const tens = wordAt(TENS, Math.floor(n / 10));
  const units = n % 10;
  return units === 0 ? tens : `${tens}-${wordAt(UNITS, units)}`;
}

/** The words of a positive whole number, Indian numbering. */
function positiveInWords(n: number): string[] {
  const words: string[] = [];
  if (n >= CRORE) {
    words.push(...positiveInWords(Math.floor(n / CRORE)), 'Crore');
    n %= CRORE;
  }
  for (const [size, name] of [
    [LAKH, 'Lakh'],
    [THOUSAND, 'Thousand'],
    [HUNDRED, 'Hundred'],
  ] as const) {
    if (n >= size) {
      words.push(belowHundred(Math.floor(n / size)), name);
      n %= size;
    }
  }
  if (n > 0) words.push(belowHundred(n));
  return words;
}

/** A whole number in words ('Zero' for 0), Indian numbering. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`Only whole, non-negative numbers have words here, not ${n}`);
  return n === 0 ? 'Zero' : positiveInWords(n).join(' ');
}

/** An amount in paise in words, as the invoice states its total. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`An amount must be a whole, non-negative number of paise, not ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest === 0 ? '' : ` and ${numberInWords(rest)} Paise`;
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
