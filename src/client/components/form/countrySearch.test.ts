import { countries } from '../../lib/countries';
import { countryOfDialCode, primaryCountryOfDialCode, rankCountries } from './countrySearch';

const namesFor = (query: string) => rankCountries(countries, query).map((country) => country.name);

describe('rankCountries', () => {
  it('puts India before British Indian Ocean Territory for "india" and "ind"', () => {
    for (const query of ['india', 'India', 'ind', 'IND']) {
      const names = namesFor(query);
      expect(names[0]).toBe('India');
      expect(names).toContain('British Indian Ocean Territory');
    }
  });

  it('finds a country by its alpha-3 code', () => {
    expect(namesFor('usa')[0]).toBe('United States');
    expect(namesFor('gbr')[0]).toBe('United Kingdom');
  });

  it('finds a country by its alpha-2 code', () => {
    expect(namesFor('gb')[0]).toBe('United Kingdom');
    expect(namesFor('US')[0]).toBe('United States');
  });

  it.each([
    ['+1', 'United States'],
    ['1', 'United States'],
    ['+44', 'United Kingdom'],
    ['44', 'United Kingdom'],
    ['0044', 'United Kingdom'],
    ['+7', 'Russian Federation'],
    ['+91', 'India'],
    ['91', 'India'],
  ])('puts the country that owns dialling code %s first: %s', (query, name) => {
    expect(namesFor(query)[0]).toBe(name);
  });

  it('lists the other countries of a shared code before longer codes, alphabetically', () => {
    const names = namesFor('+1');
    expect(names.slice(0, 3)).toEqual(['United States', 'Canada', 'United States Minor Outlying Islands']);
    expect(names.indexOf('American Samoa')).toBeGreaterThan(2); // +1684: starts with +1, is not +1
    expect(namesFor('+44')).toEqual(['United Kingdom', 'Guernsey', 'Isle of Man', 'Jersey']);
  });

  it('matches digits at the start of a dialling code only', () => {
    // Eritrea's +291 contains 91 but has nothing to do with India's +91.
    expect(rankCountries(countries, '+91').every((country) => country.dial_code.startsWith('+91'))).toBe(true);
  });

  it('ranks exact, then starts-with, then contains, alphabetical within a tier', () => {
    // Exact name, then names starting with it, then names containing it.
    expect(namesFor('guinea')).toEqual(['Guinea', 'Guinea-Bissau', 'Equatorial Guinea', 'Papua New Guinea']);
    // No dialling-code preference for a name query: alphabetical.
    expect(namesFor('united')).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
      'United States Minor Outlying Islands',
    ]);
  });

  it('ignores case and accents', () => {
    expect(namesFor('aland')).toEqual(['Åland Islands', 'New Zealand']); // starts with, then contains
    expect(namesFor('  CURACAO ')).toEqual(['Curaçao']);
  });

  it('finds nothing for a query that matches no country', () => {
    expect(rankCountries(countries, 'atlantis')).toEqual([]);
    expect(rankCountries(countries, '+999')).toEqual([]);
  });

  it('keeps every country in list order for a blank query or a bare +', () => {
    expect(rankCountries(countries, '')).toEqual(countries);
    expect(rankCountries(countries, '  ')).toEqual(countries);
    expect(rankCountries(countries, '+')).toEqual(countries);
  });
});

describe('primaryCountryOfDialCode', () => {
  it('names a primary country for every dialling code that several countries share, and only those', () => {
    const counts = new Map<string, number>();
    for (const country of countries) counts.set(country.dial_code, (counts.get(country.dial_code) ?? 0) + 1);
    const shared = [...counts].filter(([, count]) => count > 1).map(([dialCode]) => dialCode);
    expect(Object.keys(primaryCountryOfDialCode).sort()).toEqual(shared.sort());
  });

  it('names countries that have the code', () => {
    for (const [dialCode, code] of Object.entries(primaryCountryOfDialCode)) {
      expect(countries.find((country) => country.code === code)?.dial_code).toBe(dialCode);
    }
  });
});

describe('countryOfDialCode', () => {
  it('gives the primary country of a shared code and the only country of another', () => {
    expect(countryOfDialCode(countries, '+1')?.name).toBe('United States');
    expect(countryOfDialCode(countries, '+91')?.name).toBe('India');
    expect(countryOfDialCode(countries, '')).toBeNull();
  });
});
