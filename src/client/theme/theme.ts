import { createTheme } from '@mui/material/styles';

/**
 * A calm bookstore look: deep green ink, warm amber accents, paper-coloured background.
 * Only system fonts, so nothing is fetched from a font service.
 */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const systemSerif = 'Georgia, Cambria, "Times New Roman", Times, serif';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#24574a', light: '#4f7f71', dark: '#173a31', contrastText: '#ffffff' },
    secondary: { main: '#b86e1f', light: '#d9974f', dark: '#8a5012', contrastText: '#ffffff' },
    background: { default: '#faf7f2', paper: '#ffffff' },
    text: { primary: '#1f2a27', secondary: '#5a6663' },
    divider: '#e6dfd3',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemSans,
    h1: { fontFamily: systemSerif, fontWeight: 700 },
    h2: { fontFamily: systemSerif, fontWeight: 700 },
    h3: { fontFamily: systemSerif, fontWeight: 700 },
    h4: { fontFamily: systemSerif, fontWeight: 700 },
    h5: { fontFamily: systemSerif, fontWeight: 700 },
    h6: { fontFamily: systemSerif, fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: {
          // A clearly visible keyboard focus ring everywhere.
          '&.Mui-focusVisible': { outline: '3px solid #b86e1f', outlineOffset: 2 },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: '#e6dfd3' } },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '3px solid #b86e1f', outlineOffset: 2, borderRadius: 2 } },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});
