/**
 * How reflowable text is set, as the reader chooses it: text size, font, line spacing, margins and
 * the page's theme. Remembered per device (a phone and a desktop want different sizes), in
 * localStorage under one key, for every book and every user of the device: it says nothing about
 * anyone. What is read back is outside input (another version of the app, a hand edit), so each
 * setting is checked against its choices, and one that does not fit falls back to its default
 * alone.
 */

/** Text sizes, in per cent of the browser's default; the buttons step through them. */
export const FONT_SIZES = [80, 90, 100, 110, 125, 140, 160, 180, 200] as const;
export const FONT_FAMILIES = ['serif', 'sans'] as const;
export const LINE_SPACINGS = ['compact', 'normal', 'relaxed'] as const;
export const MARGINS = ['narrow', 'medium', 'wide'] as const;
export const READING_THEMES = ['light', 'sepia', 'dark'] as const;

export type FontSize = (typeof FONT_SIZES)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type LineSpacing = (typeof LINE_SPACINGS)[number];
export type Margins = (typeof MARGINS)[number];
export type ReadingThemeName = (typeof READING_THEMES)[number];

export interface ReadingAppearance {
  fontSize: FontSize;
  fontFamily: FontFamily;
  lineSpacing: LineSpacing;
  margins: Margins;
  theme: ReadingThemeName;
}

export const DEFAULT_APPEARANCE: ReadingAppearance = {
  fontSize: 100,
  fontFamily: 'serif',
  lineSpacing: 'normal',
  margins: 'medium',
  theme: 'light',
};

export const APPEARANCE_STORAGE_KEY = 'pustaka.reader.appearance';

/** The next size up (+1) or down (-1), staying at the ends. */
export function stepFontSize(size: FontSize, step: 1 | -1): FontSize {
  const index = FONT_SIZES.indexOf(size);
  return FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, index + step))]!;
}

function oneOf<T>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/** Stored settings made valid: each unknown or missing one is the default. */
export function appearanceOf(stored: unknown): ReadingAppearance {
  const fields = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    fontSize: oneOf(FONT_SIZES, fields.fontSize, DEFAULT_APPEARANCE.fontSize),
    fontFamily: oneOf(FONT_FAMILIES, fields.fontFamily, DEFAULT_APPEARANCE.fontFamily),
    lineSpacing: oneOf(LINE_SPACINGS, fields.lineSpacing, DEFAULT_APPEARANCE.lineSpacing),
    margins: oneOf(MARGINS, fields.margins, DEFAULT_APPEARANCE.margins),
    theme: oneOf(READING_THEMES, fields.theme, DEFAULT_APPEARANCE.theme),
  };
}

export function loadAppearance(): ReadingAppearance {
  try {
    const text = localStorage.getItem(APPEARANCE_STORAGE_KEY);
    return appearanceOf(text ? JSON.parse(text) : null);
  } catch {
    return DEFAULT_APPEARANCE; // storage disabled (private mode) or not JSON
  }
}

export function storeAppearance(appearance: ReadingAppearance): void {
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // Storage full or disabled: the settings hold until the reader closes.
  }
}
