import { countries } from './countries';

/** The picker finds countries by these codes, so each must be well formed and name one country. */
describe('countries', () => {
  it('has a distinct ISO alpha-2 and alpha-3 code for every entry', () => {
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
    }
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(new Set(countries.map((country) => country.alpha3)).size).toBe(countries.length);
  });

  it('spells every dialling code as + and digits', () => {
    for (const country of countries) expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
  });
});
