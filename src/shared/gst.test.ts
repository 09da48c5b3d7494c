import {
  DEFAULT_GST_RATE,
  DEFAULT_SAC,
  GST_RATE_MAX,
  GST_RATE_MIN,
  GST_STATES,
  gstinCheckCharacter,
  gstinProblem,
  gstinStateMismatch,
  gstRateToBasisPoints,
  basisPointsToGstRate,
  isTaxInvoiceReady,
  isValidGstin,
  isValidGstRate,
  isValidInvoicePrefix,
  isValidSac,
  normalizeGstin,
  pinOf,
  stateByCode,
  stateByName,
  storeSettingsProblems,
  type SellerTaxSettings,
} from './gst';

/** Published examples (the first is the GST portal's own) and GSTINs computed here, one per state. */
const VALID_GSTINS = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '33AAACH7409R1Z8',
  '29AABCP1234Q1Z3',
  '07AAACN4321K1ZM',
  '27ABCDE1234F2ZZ',
  '37AAFCS5678M1ZJ',
  '01AAAAA0000A1ZG',
];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('the GST state code list', () => {
  test('has the codes 01 to 38 but 28, and 97, each with its name as the list spells it', () => {
    const codes = GST_STATES.map((state) => state.code);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'].filter(
      (code) => code !== '28',
    );
    expect(codes).toEqual(expected);
    expect(new Set(GST_STATES.map((state) => state.name)).size).toBe(GST_STATES.length);
    expect(stateByName('Karnataka')).toEqual({ code: '29', name: 'Karnataka' });
    expect(stateByName('Delhi')?.code).toBe('07');
    expect(stateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateByName('karnataka')).toBeUndefined();
    expect(stateByCode('28')).toBeUndefined();
  });
});

describe('GSTIN', () => {
  test.each(VALID_GSTINS)('%s is valid', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(isValidGstin(gstin)).toBe(true);
  });

  test('every one-character-off variant of a valid GSTIN is refused', () => {
    let variants = 0;
    for (const gstin of VALID_GSTINS) {
      for (let position = 0; position < gstin.length; position++) {
        for (const character of ALPHABET) {
          if (character === gstin[position]) continue;
          const variant = gstin.slice(0, position) + character + gstin.slice(position + 1);
          expect([variant, isValidGstin(variant)]).toEqual([variant, false]);
          variants++;
        }
      }
    }
    expect(variants).toBe(VALID_GSTINS.length * 15 * 35);
  });

  test('two neighbouring characters swapped are refused too', () => {
    for (const gstin of VALID_GSTINS) {
      for (let i = 0; i + 1 < gstin.length; i++) {
        if (gstin[i] === gstin[i + 1]) continue;
        const swapped = gstin.slice(0, i) + gstin[i + 1] + gstin[i] + gstin.slice(i + 2);
        expect([swapped, isValidGstin(swapped)]).toEqual([swapped, false]);
      }
    }
  });

  test('says which rule is broken', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('length');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('characters');
    expect(gstinProblem('27AAPFU0939F1Z-')).toBe('characters');
    expect(gstinProblem('28AAPFU0939F1ZV')).toBe('stateCode');
    expect(gstinProblem('39AAPFU0939F1ZV')).toBe('stateCode');
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('stateCode');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('pan');
    expect(gstinProblem('27AAPFU093AF1ZV')).toBe('pan');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('entityNumber');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('defaultZ');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checkCharacter');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  test('is read without spaces, in capitals', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
  });

  test('must be registered in the state chosen', () => {
    expect(gstinStateMismatch('29AAGCB7383J1Z4', 'Karnataka')).toBeUndefined();
    expect(gstinStateMismatch('29AAGCB7383J1Z4', 'Delhi')).toBe(
      'This GSTIN is registered in Karnataka (state code 29), not Delhi: choose Karnataka or check the GSTIN.',
    );
  });
});

describe('rates, SAC, invoice prefix, PIN', () => {
  test('a GST rate is 0 to 28 % with at most 2 decimals', () => {
    expect([GST_RATE_MIN, GST_RATE_MAX, DEFAULT_GST_RATE]).toEqual([0, 28, 5]);
    for (const rate of [0, 0.1, 0.25, 1.5, 2.5, 3, 5, 12, 18, 28])
      expect([rate, isValidGstRate(rate)]).toEqual([rate, true]);
    for (const rate of [-0.01, 28.01, 40, 2.555, Number.NaN, Infinity])
      expect([rate, isValidGstRate(rate)]).toEqual([rate, false]);
    expect(gstRateToBasisPoints(2.5)).toBe(250);
    expect(gstRateToBasisPoints(0.29)).toBe(29);
    expect(basisPointsToGstRate(1800)).toBe(18);
  });

  test('a SAC is 6 digits of chapter 99', () => {
    expect(isValidSac(DEFAULT_SAC)).toBe(true);
    expect(DEFAULT_SAC).toBe('998431');
    for (const sac of ['99843', '9984311', '498431', '99843A', ''])
      expect([sac, isValidSac(sac)]).toEqual([sac, false]);
  });

  test('an invoice prefix is 1 to 3 capital letters or digits', () => {
    for (const prefix of ['P', 'PK', 'INV', 'P1', '123'])
      expect([prefix, isValidInvoicePrefix(prefix)]).toEqual([prefix, true]);
    for (const prefix of ['', 'INVO', 'pk', 'P-1', 'P/', ' P'])
      expect([prefix, isValidInvoicePrefix(prefix)]).toEqual([prefix, false]);
  });

  test("an address's PIN code is six digits, the first not 0", () => {
    expect(pinOf('12 MG Road, Bengaluru 560001')).toBe('560001');
    expect(pinOf('12 MG Road\nBengaluru - 560 001\nKarnataka')).toBe('560001');
    expect(pinOf('12 MG Road, Bengaluru 060001')).toBeUndefined();
    expect(pinOf('12 MG Road, Bengaluru 5600011')).toBeUndefined();
    expect(pinOf('12 MG Road, Bengaluru')).toBeUndefined();
  });
});

describe('complete settings', () => {
  const complete: SellerTaxSettings = {
    LegalName: 'Pustaka Books Private Limited',
    TradeName: '',
    Gstin: '29AAGCB7383J1Z4',
    Address: '12 MG Road, Bengaluru 560001',
    State: 'Karnataka',
    GstRate: 5,
    Sac: '998431',
    InvoicePrefix: 'PK',
    ExportOfServices: false,
  };

  test('need every field but the trade name, set and valid', () => {
    expect(storeSettingsProblems(complete)).toEqual([]);
    expect(isTaxInvoiceReady(complete)).toBe(true);
    const empty = { ...complete, LegalName: '', Gstin: '', Address: '', State: '', InvoicePrefix: '' };
    expect(storeSettingsProblems(empty).map((problem) => problem.field)).toEqual([
      'LegalName',
      'Gstin',
      'Address',
      'State',
      'InvoicePrefix',
    ]);
    expect(isTaxInvoiceReady(empty)).toBe(false);
  });

  test('and a GSTIN of the state chosen', () => {
    expect(storeSettingsProblems({ ...complete, State: 'Delhi' })).toEqual([
      { field: 'State', message: "the state of the GSTIN's registration" },
    ]);
    expect(storeSettingsProblems({ ...complete, Gstin: '29AAGCB7383J1Z5' })).toEqual([
      { field: 'Gstin', message: 'a valid GSTIN' },
    ]);
    expect(storeSettingsProblems({ ...complete, Address: '12 MG Road' })[0]?.field).toBe('Address');
  });
});
