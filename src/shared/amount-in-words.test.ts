import { amountInWords, numberInWords } from './amount-in-words';

describe('amountInWords', () => {
  test.each([
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [100, 'Rupees One Only'],
    [1_050, 'Rupees Ten and Fifty Paise Only'],
    [49_900, 'Rupees Four Hundred Ninety-Nine Only'],
    [50_000, 'Rupees Five Hundred Only'],
    [10_001, 'Rupees One Hundred and One Paise Only'],
    [1_234_567, 'Rupees Twelve Thousand Three Hundred Forty-Five and Sixty-Seven Paise Only'],
    [123_456_789, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [
      123_456_789_012_300,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Crore Seventy-Eight Lakh Ninety Thousand One Hundred Twenty-Three Only',
    ],
    [
      1_234_567_890_100,
      'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Only',
    ],
  ])('%i paise: %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  test('refuses amounts that are not whole, non-negative paise', () => {
    for (const paise of [-1, 1.5, Number.NaN, Infinity]) expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  test.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [110, 'One Hundred Ten'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1_000, 'One Thousand'],
    [1_001, 'One Thousand One'],
    [10_000, 'Ten Thousand'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [100_100, 'One Lakh One Hundred'],
    [2_000_500, 'Twenty Lakh Five Hundred'],
    [10_000_000, 'One Crore'],
    [10_000_001, 'One Crore One'],
    [999_999_999, 'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
  ])('%i: %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});
