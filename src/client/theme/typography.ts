import type { Breakpoints, CSSProperties, TypographyVariantsOptions } from '@mui/material/styles';
import { DEVANAGARI_FAMILY } from './devanagariFont';

/**
 * System fonts for Latin text, so nothing is fetched from a font service; Devanagari from the
 * store's own face (devanagariFont.ts), named first: its unicode-range limits it to Devanagari, and
 * a system font named before it may claim Devanagari and draw empty boxes (system-ui in bold on a
 * Linux desktop does).
 */
const systemSans = `${DEVANAGARI_FAMILY}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`;
const systemSerif = `${DEVANAGARI_FAMILY}, Georgia, Cambria, "Times New Roman", Times, serif`;

/**
 * One type scale, phone size first, then from the md breakpoint (900 px) up. A heading takes the
 * variant of its role and keeps its own element (`component="h2"`), so the look never decides the
 * outline screen readers follow:
 * - h1: the page's title;
 * - h2: a section of a page (a home page row, the product's details, the newsletter);
 * - h3: a panel or sub-section (a dialog, a legal clause, an empty result, a library shelf);
 * - h4: a side column's title (the filter sidebar, the footer's columns);
 * - h5: the title on a card, a list row or a compact bar (the reader's);
 * - h6: a group of fields or options inside a form or panel.
 * Beside the headings: `display` for promotion headlines and big figures, `lead` for a sentence
 * that stands out from body text (a banner's subtitle, an empty list, a total), `wordmark` for the
 * store's name in the logo, and `overline` for the small capitals above a headline.
 */
export function typography(breakpoints: Breakpoints): TypographyVariantsOptions {
  const fromMd = breakpoints.up('md');
  const fromSm = breakpoints.up('sm');
  const serifHeading = (phone: string, wide: string, lineHeight: number) => ({
    fontFamily: systemSerif,
    fontWeight: 700,
    fontSize: phone,
    lineHeight,
    [fromMd]: { fontSize: wide },
  });
  return {
    fontFamily: systemSans,
    h1: serifHeading('2rem', '2.5rem', 1.167),
    h2: serifHeading('1.5rem', '2rem', 1.2),
    h3: serifHeading('1.25rem', '1.5rem', 1.2),
    h4: serifHeading('1.125rem', '1.25rem', 1.235),
    h5: {
      fontFamily: systemSans,
      fontWeight: 600,
      fontSize: '0.95rem',
      lineHeight: 1.3,
      letterSpacing: 0,
      [fromMd]: { fontSize: '1rem' },
    },
    h6: { fontFamily: systemSans, fontWeight: 600, fontSize: '1rem', lineHeight: 1.5, letterSpacing: 0 },
    display: serifHeading('2rem', '2.75rem', 1.2),
    lead: { fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.5, [fromMd]: { fontSize: '1.25rem' } },
    wordmark: {
      fontFamily: systemSerif,
      fontWeight: 700,
      fontSize: '1.3rem',
      lineHeight: 1.5,
      letterSpacing: '0.5px',
      [fromSm]: { fontSize: '1.5rem' },
    },
    overline: { fontSize: '0.85rem', fontWeight: 700, lineHeight: 1.5, letterSpacing: '1.5px' },
    button: { textTransform: 'none', fontWeight: 600 },
  };
}

declare module '@mui/material/styles' {
  interface TypographyVariants {
    display: CSSProperties;
    lead: CSSProperties;
    wordmark: CSSProperties;
  }
  interface TypographyVariantsOptions {
    display?: CSSProperties;
    lead?: CSSProperties;
    wordmark?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    display: true;
    lead: true;
    wordmark: true;
  }
}
