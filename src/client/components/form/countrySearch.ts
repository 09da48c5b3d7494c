import type { Country } from '../../lib/countries';

/** What the search reads of a country; the picker passes the full `Country`. */
export type SearchableCountry = Pick<Country, 'name' | 'code' | 'alpha3' | 'dial_code'>;

/**
 * The country a shared dialling code belongs to first: the one a caller with that code most
 * likely means. Alphabetical order alone would put Canada before the United States for +1,
 * Guernsey before the United Kingdom for +44 and Kazakhstan before Russia for +7. Every code that
 * several entries of the country list share is listed here (a test holds the list to the data).
 */
export const primaryCountryOfDialCode: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+358': 'FI',
  '+500': 'FK',
  '+590': 'GP',
  '+599': 'CW',
  '+672': 'NF',
};

const isPrimary = (country: SearchableCountry) => primaryCountryOfDialCode[country.dial_code] === country.code;

/**
 * The country a dialling code stands for when only the code is known (a value loaded from the
 * server): the primary owner of a shared code, else the only country with it.
 */
export function countryOfDialCode<C extends SearchableCountry>(countries: readonly C[], dialCode: string): C | null {
  const owners = countries.filter((country) => country.dial_code === dialCode);
  return owners.find(isPrimary) ?? owners[0] ?? null;
}

const EXACT = 0;
const STARTS_WITH = 1;
const CONTAINS = 2;
type Tier = typeof EXACT | typeof STARTS_WITH | typeof CONTAINS;

/** Lower case without accents, so "aland" finds "Åland Islands" and "cote" "Côte d'Ivoire". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The digits of a query that is a dialling code ("+44", "44", "0044", "+1 684"), or null for a
 * name or ISO code. A leading 00 is the international call prefix: no dialling code starts with 0.
 */
function dialDigitsOf(query: string): string | null {
  const match = /^(?:\+|00)?(\d*)$/.exec(query.replace(/[\s-]/g, ''));
  return match ? match[1]! : null;
}

/**
 * A digit query is matched against the start of the code only: "91" inside "+1591" says nothing
 * about India, so dialling codes have no contains tier.
 */
function dialTier(country: SearchableCountry, digits: string): Tier | null {
  const own = country.dial_code.slice(1);
  if (own === digits) return EXACT;
  return own.startsWith(digits) ? STARTS_WITH : null;
}

function textTier(country: SearchableCountry, query: string): Tier | null {
  const name = fold(country.name);
  const codes = [country.code.toLowerCase(), country.alpha3.toLowerCase()];
  if (name === query || codes.includes(query)) return EXACT;
  if (name.startsWith(query) || codes.some((code) => code.startsWith(query))) return STARTS_WITH;
  return name.includes(query) ? CONTAINS : null;
}

/**
 * The countries that match what was typed in the Country Code picker, best first.
 *
 * Why this order: a plain "name contains" filter in list order put "British Indian Ocean
 * Territory" above India for "india" and American Samoa (+1684) above the United States for "+1",
 * and found nothing for "usa". So a query is matched against the name, the ISO alpha-2 and alpha-3
 * codes, or (when it is digits) the dialling code, and ranked in tiers: an exact match of any of
 * them, then a name or code that starts with the query, then a name that contains it. Within a
 * tier a dialling-code query puts the primary owner of a shared code first (see
 * `primaryCountryOfDialCode`); otherwise, and after it, the order is alphabetical by name.
 * A blank query (or a bare "+") keeps every country in list order.
 */
export function rankCountries<C extends SearchableCountry>(countries: readonly C[], input: string): C[] {
  const query = fold(input.trim());
  const digits = dialDigitsOf(query);
  if (query === '' || digits === '') return [...countries];
  const tierOf = digits === null ? (country: C) => textTier(country, query) : (country: C) => dialTier(country, digits);
  const primaryFirst = digits !== null;
  return countries
    .map((country) => ({ country, tier: tierOf(country) }))
    .filter((match): match is { country: C; tier: Tier } => match.tier !== null)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (primaryFirst ? Number(isPrimary(b.country)) - Number(isPrimary(a.country)) : 0) ||
        byName.compare(a.country.name, b.country.name),
    )
    .map((match) => match.country);
}
