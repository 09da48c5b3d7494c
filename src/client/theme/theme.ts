import { createTheme } from '@mui/material/styles';
import { mixins } from './mixins';
import { palette } from './palette';
import { typography } from './typography';
import { devanagariFontFaces } from './devanagariFont';

/**
 * A calm bookstore look: deep green ink, warm amber accents, paper-coloured background.
 * Colours live in palette.ts, the type scale in typography.ts, shared style blocks in mixins.ts;
 * defaults that every instance of a component shares are set here once.
 */
const foundation = { palette, shape: { borderRadius: 10 } };
// The type scale and the mixins are built from the finished breakpoints and palette.
const base = createTheme(foundation);
const themeMixins = mixins(base);

export const theme = createTheme({
  ...foundation,
  typography: typography(base.breakpoints),
  mixins: themeMixins,
  components: {
    MuiCssBaseline: {
      // A function: CssBaseline takes any of Emotion's interpolations from one, the font faces' CSS text among them.
      styleOverrides: () => [
        devanagariFontFaces,
        {
          // Native links, buttons and fields drawn by the store itself get the same ring as MUI's.
          // :where() adds no specificity, so a component's own focus style still wins.
          ':where(a, button, input, select, textarea):focus-visible': themeMixins.focusRing,
        },
      ],
    },
    MuiTypography: {
      defaultProps: {
        // MUI's own mapping, plus the store's variants: text variants are paragraphs, the wordmark inline.
        variantMapping: {
          h1: 'h1',
          h2: 'h2',
          h3: 'h3',
          h4: 'h4',
          h5: 'h5',
          h6: 'h6',
          subtitle1: 'h6',
          subtitle2: 'h6',
          body1: 'p',
          body2: 'p',
          inherit: 'p',
          display: 'p',
          lead: 'p',
          wordmark: 'span',
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': themeMixins.focusRing },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: base.palette.divider } },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { ...themeMixins.focusRing, borderRadius: 2 } },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // A dialog's title is a panel title on the type scale.
    MuiDialogTitle: { defaultProps: { variant: 'h3' } },
    // The form dialogs' buttons line up with their fields (24 px in), clear of the bottom edge.
    MuiDialogActions: { styleOverrides: { root: { padding: base.spacing(1, 3, 2) } } },
  },
});
