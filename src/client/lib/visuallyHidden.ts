/**
 * Hidden on screen, read by screen readers: for words and headings that only matter to someone
 * who cannot see the layout (a price's "Original price: ", the home page's h1).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
