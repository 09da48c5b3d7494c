import type { CSSProperties, Theme } from '@mui/material/styles';

/**
 * Style blocks that several different components share; pages use them as
 * `sx={(theme) => theme.mixins.overlayControl}` (or inside an sx array) instead of copying them.
 */
export function mixins(theme: Theme) {
  const { palette } = theme;
  return {
    /** The keyboard focus ring: clearly visible on every surface. */
    focusRing: { outline: `3px solid ${palette.secondary.main}`, outlineOffset: 2 },
    /** A round button floating over pictures or a banner: legible on any image under it. */
    overlayControl: {
      backgroundColor: palette.surface.control,
      border: `1px solid ${palette.divider}`,
      boxShadow: theme.shadows[1],
      '&:hover': { backgroundColor: palette.background.paper },
    },
    /** A bar that stays on top while the page scrolls beneath it (the header, the reader's toolbar). */
    stickyBar: {
      backgroundColor: palette.surface.bar,
      borderBottom: `1px solid ${palette.divider}`,
      backdropFilter: 'blur(6px)',
    },
    /** A button in a narrow card or row: one line, and no icon on phones where every pixel counts. */
    compactButton: {
      whiteSpace: 'nowrap',
      [theme.breakpoints.down('sm')]: { '& .MuiButton-startIcon': { display: 'none' } },
    },
  } satisfies Record<string, CSSProperties>;
}

type StoreMixins = ReturnType<typeof mixins>;

declare module '@mui/material/styles' {
  interface Mixins {
    focusRing: StoreMixins['focusRing'];
    overlayControl: StoreMixins['overlayControl'];
    stickyBar: StoreMixins['stickyBar'];
    compactButton: StoreMixins['compactButton'];
  }
  interface MixinsOptions {
    focusRing?: StoreMixins['focusRing'];
    overlayControl?: StoreMixins['overlayControl'];
    stickyBar?: StoreMixins['stickyBar'];
    compactButton?: StoreMixins['compactButton'];
  }
}
