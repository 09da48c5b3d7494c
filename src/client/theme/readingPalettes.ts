/**
 * The reader's sepia and night pages, apart from the store's one palette (palette.ts): they colour
 * only the reading room, which the reader builds from them (features/reader/engines/epub/
 * readingThemes.ts). Kept here so every colour literal lives in theme/. Each keeps its ink at 4.5:1
 * or more against its page (the reader's readingThemes.test.ts checks it).
 */
export const sepiaPage = {
  page: '#f5eddc',
  panel: '#fbf6ea',
  ink: '#3b3124',
  inkSoft: '#6a5a45',
  rule: '#dfd2b8',
  accent: '#7a4a12',
} as const;
export const nightPage = {
  page: '#1b1d1c',
  panel: '#25282a',
  ink: '#e6e2da',
  inkSoft: '#aea99f',
  rule: '#3b3f3e',
  accent: '#94c9b7',
  accentInk: '#0f211b',
  amber: '#e6a85e',
} as const;
