import { alpha, getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

const { palette } = theme;
/** Semi-transparent text as the eye sees it: blended over its surface. */
const over = (color: string, surface: string) => {
  const [r = 0, g = 0, b = 0, a = 1] = color.match(/[\d.]+/g)!.map(Number);
  const [sr = 0, sg = 0, sb = 0] = surface
    .replace('#', '')
    .match(/../g)!
    .map((hex) => parseInt(hex, 16));
  return `rgb(${[r * a + sr * (1 - a), g * a + sg * (1 - a), b * a + sb * (1 - a)].map(Math.round).join(', ')})`;
};

// WCAG AA: body text needs 4.5:1 against what is behind it. Every pair the store draws text with.
const textPairs: Array<[string, string, string]> = [
  ['body text on the page', palette.text.primary, palette.background.default],
  ['secondary text on the page', palette.text.secondary, palette.background.default],
  ['secondary text on a card', palette.text.secondary, palette.background.paper],
  ['secondary text on the search pill', palette.text.secondary, palette.surface.sunken],
  ['secondary text on the newsletter block', palette.text.secondary, palette.surface.highlight],
  ['secondary text on the banner', palette.text.secondary, palette.banner.gradientEnd],
  ['a button on the green', palette.primary.contrastText, palette.primary.main],
  ['white text on the amber (avatar, skip link)', palette.secondary.contrastText, palette.secondary.main],
  ['amber text on a card (outlined chip)', palette.secondary.main, palette.background.paper],
  ['the discount badge', palette.discount.contrastText, palette.discount.main],
  ['a price on a card', palette.price.main, palette.background.paper],
  ['the banner kicker', palette.banner.kicker, palette.banner.gradientStart],
  ['the banner kicker, right end', palette.banner.kicker, palette.banner.gradientEnd],
  ['the banner heading', palette.banner.heading, palette.banner.gradientEnd],
  ['a genre chip', palette.primary.dark, palette.surface.tag],
  ['a details table heading', palette.text.primary, palette.surface.tableHead],
  ['a section that failed to load', palette.errorSurface.text, palette.errorSurface.background],
  ['a success toast', palette.toast.text, palette.toast.success],
  ['an error toast', palette.toast.text, palette.toast.error],
  ['a warning toast', palette.toast.text, palette.toast.warning],
  ['an info toast', palette.toast.text, palette.toast.info],
  ['footer headings', palette.inverse.text, palette.primary.dark],
  ['footer text and links', over(palette.inverse.muted, palette.primary.dark), palette.primary.dark],
  ['the street names on the footer map', palette.map.label, palette.map.ground],
  ['an app-store badge', palette.storeBadge.text, palette.storeBadge.background],
];

describe('palette contrast', () => {
  it.each(textPairs)('%s reaches 4.5:1', (_name, text, surface) => {
    expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('blends semi-transparent text before measuring it', () => {
    expect(over(alpha('#ffffff', 0.5), '#000000')).toBe('rgb(128, 128, 128)');
  });
});
