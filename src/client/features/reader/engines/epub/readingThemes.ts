/**
 * The reading room's colours per reading theme: the book's page and text (written into the book's
 * own frame as CSS, outside MUI) and the reader's bars and panels around it (a theme nested over
 * the store's, so the whole room darkens at night, not just the text).
 *
 * Light is the store's own palette; sepia and dark take their pages from theme/readingPalettes.ts.
 * Each keeps text at 4.5:1 or more against its page (readingThemes.test.ts).
 */
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { nightPage, sepiaPage } from '../../../../theme/readingPalettes';
import type { ReadingThemeName } from './readingAppearance';

export interface ReadingColours {
  /** MUI's mode for the reader's controls on this page. */
  mode: 'light' | 'dark';
  /** The page the text is set on, and the reading room around it. */
  page: string;
  /** Panels over the page (contents, search, settings). */
  panel: string;
  text: string;
  secondaryText: string;
  divider: string;
  /** Links in the book, and the reader's own accent (selected choices, buttons). */
  accent: string;
  accentContrast: string;
  /** The store's amber as text on the page and panels (the Preview chip). */
  amber: string;
}

const sepia = sepiaPage;
const night = nightPage;

export function readingColours(name: ReadingThemeName, palette: Theme['palette']): ReadingColours {
  switch (name) {
    case 'sepia':
      return {
        mode: 'light',
        page: sepia.page,
        panel: sepia.panel,
        text: sepia.ink,
        secondaryText: sepia.inkSoft,
        divider: sepia.rule,
        accent: sepia.accent,
        accentContrast: palette.common.white,
        amber: palette.secondary.dark,
      };
    case 'dark':
      return {
        mode: 'dark',
        page: night.page,
        panel: night.panel,
        text: night.ink,
        secondaryText: night.inkSoft,
        divider: night.rule,
        accent: night.accent,
        accentContrast: night.accentInk,
        amber: night.amber,
      };
    default:
      return {
        mode: 'light',
        page: palette.reader.page,
        panel: palette.background.paper,
        text: palette.text.primary,
        secondaryText: palette.text.secondary,
        divider: palette.divider,
        accent: palette.primary.main,
        accentContrast: palette.primary.contrastText,
        amber: palette.secondary.main,
      };
  }
}

/** MUI's own dark-mode action colours (hover, selected, disabled), for the dark room's controls. */
let darkActions: Theme['palette']['action'] | undefined;

/**
 * The store's theme with the reading room's colours: the light theme is the store's unchanged;
 * sepia and dark recolour the surfaces, text, accent and the sticky bar.
 */
export function readingRoomTheme(outer: Theme, name: ReadingThemeName): Theme {
  if (name === 'light') return outer;
  const colours = readingColours(name, outer.palette);
  darkActions ??= createTheme({ palette: { mode: 'dark' } }).palette.action;
  const bar = alpha(colours.page, 0.96);
  return createTheme(outer, {
    palette: {
      mode: colours.mode,
      primary: {
        main: colours.accent,
        light: colours.accent,
        dark: colours.accent,
        contrastText: colours.accentContrast,
      },
      // A search match is marked on secondary.light under black text: on the dark page, the amber itself.
      secondary: {
        ...outer.palette.secondary,
        main: colours.amber,
        light: colours.mode === 'dark' ? colours.amber : outer.palette.secondary.light,
      },
      background: { default: colours.page, paper: colours.panel },
      text: { primary: colours.text, secondary: colours.secondaryText },
      divider: colours.divider,
      action: colours.mode === 'dark' ? darkActions : outer.palette.action,
      surface: { ...outer.palette.surface, bar },
      reader: { ...outer.palette.reader, backdrop: colours.page, page: colours.page },
    },
    mixins: {
      stickyBar: { ...outer.mixins.stickyBar, backgroundColor: bar, borderBottom: `1px solid ${colours.divider}` },
    },
  });
}
