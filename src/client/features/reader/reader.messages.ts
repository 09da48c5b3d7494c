import type { MessageDescriptor } from '@lingui/core';
import { defineMessages } from '../../../shared/i18n/define-messages';
import type { FontFamily, LineSpacing, Margins, ReadingThemeName } from './engines/epub/readingAppearance';
import en from './messages.en.json';

/** The reader's own texts (issue 38): toolbars, panels, settings, loading and problems; Hindi in messages.hi.json. */
export const readerMessages = defineMessages('reader', en);

/** The names of the reflowable text's settings' choices, by value. */
export const appearanceNames = {
  fonts: { serif: readerMessages.fontSerif, sans: readerMessages.fontSans },
  lineSpacings: {
    compact: readerMessages.lineSpacingCompact,
    normal: readerMessages.lineSpacingNormal,
    relaxed: readerMessages.lineSpacingRelaxed,
  },
  margins: {
    narrow: readerMessages.marginsNarrow,
    medium: readerMessages.marginsMedium,
    wide: readerMessages.marginsWide,
  },
  themes: { light: readerMessages.themeLight, sepia: readerMessages.themeSepia, dark: readerMessages.themeDark },
} satisfies {
  fonts: Record<FontFamily, MessageDescriptor>;
  lineSpacings: Record<LineSpacing, MessageDescriptor>;
  margins: Record<Margins, MessageDescriptor>;
  themes: Record<ReadingThemeName, MessageDescriptor>;
};

/** How far through the book (or the preview), as a whole percentage (never rounded up to 100% early). */
export const percentOf = (fraction: number): number => Math.floor(fraction * 100);
