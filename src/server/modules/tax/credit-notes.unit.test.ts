/**
 * The lines of a credit note (credit-notes.ts): the invoice lines' own split when the refund is
 * exactly their prices; otherwise the refund shared in proportion and split again, to the paisa.
 */
import { splitInclusivePrice } from '../../../shared/gst-arithmetic';
import { apportion, creditedLines } from './credit-notes';

const line = (bookId: number, pricePaise: number, ratePercent = 5) => {
  const split = splitInclusivePrice(pricePaise, ratePercent, 'intra');
  return {
    book_id: bookId,
    title: `Book ${bookId}`,
    sac: '998431',
    rate_bp: ratePercent * 100,
    price_paise: pricePaise,
    taxable_paise: split.taxablePaise,
    cgst_paise: split.cgstPaise,
    sgst_paise: split.sgstPaise,
    igst_paise: split.igstPaise,
  };
};

test('apportion shares an amount in proportion, in whole paise that add up', () => {
  expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(apportion(1000, [30_000, 10_000])).toEqual([750, 250]);
  expect(apportion(5, [0, 0])).toEqual([5, 0]);
});

test('a refund of whole lines copies the invoice lines', () => {
  const lines = [line(1, 29_900), line(2, 15_001, 18)];
  expect(creditedLines(lines, 44_901, 'intra')).toEqual(lines);
});

test('a refund of less than the lines is shared and split again at each line rate, adding up to the refund', () => {
  const lines = [line(1, 29_900), line(2, 10_000, 18)];
  const credited = creditedLines(lines, 20_000, 'intra');
  expect(credited.map((l) => l.price_paise)).toEqual([14_988, 5_012]);
  for (const [index, l] of credited.entries()) {
    const split = splitInclusivePrice(l.price_paise, [5, 18][index]!, 'intra');
    expect(l).toMatchObject({
      taxable_paise: split.taxablePaise,
      cgst_paise: split.cgstPaise,
      sgst_paise: split.sgstPaise,
    });
    expect(l.taxable_paise + l.cgst_paise + l.sgst_paise + l.igst_paise).toBe(l.price_paise);
  }
  expect(credited.reduce((sum, l) => sum + l.price_paise, 0)).toBe(20_000);
  const inter = creditedLines([line(3, 10_000)], 4_000, 'inter');
  expect(inter[0]).toMatchObject({ cgst_paise: 0, sgst_paise: 0, igst_paise: 190, taxable_paise: 3_810 });
});
