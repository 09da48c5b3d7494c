import { getContrastRatio } from '@mui/material/styles';
import { theme } from '../../../../theme/theme';
import { READING_THEMES } from './readingAppearance';
import { readingColours, readingRoomTheme } from './readingThemes';

// WCAG AA, as the store's palette (theme/palette.test.ts): 4.5:1 for every text on its surface.
describe.each(READING_THEMES)('the %s reading theme', (name) => {
  const colours = readingColours(name, theme.palette);

  it.each([
    ['the book text on the page', colours.text, colours.page],
    ['secondary text on the page', colours.secondaryText, colours.page],
    ['text on a panel', colours.text, colours.panel],
    ['secondary text on a panel', colours.secondaryText, colours.panel],
    ['a link on the page', colours.accent, colours.page],
    ['a chosen setting (accent) under its text', colours.accentContrast, colours.accent],
    ['the Preview chip on the header', colours.amber, colours.panel],
    ['amber on the page', colours.amber, colours.page],
  ])('%s reaches 4.5:1', (_what, text, surface) => {
    expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it("recolours the reader's controls with it (light is the store's own theme)", () => {
    const room = readingRoomTheme(theme, name);
    if (name === 'light') expect(room).toBe(theme);
    else {
      expect(room.palette.background.default).toBe(colours.page);
      expect(room.palette.text.primary).toBe(colours.text);
      expect(room.palette.mode).toBe(colours.mode);
      expect(room.mixins.stickyBar.borderBottom).toContain(colours.divider);
    }
  });
});
