/**
 * Stands in for MUI's CSS-variables theming (@mui/material/styles' createThemeWithVars and
 * ThemeProviderWithVars) in the store's bundles: webpack.config.ts swaps them for this module.
 * The store's theme has no `cssVariables` and no `colorSchemes`, so MUI only ever takes its plain
 * path (createThemeNoVars, ThemeProviderNoVars); but createTheme and ThemeProvider import both
 * paths, and the unused one cost the home page about 7 KB gzip of JavaScript. A theme that turns
 * CSS variables on reaches this module and is told so at once. Plain JavaScript: webpack has chosen
 * the loaders of the MUI module it replaces (none) before the swap.
 */
const unavailable = (what) => () => {
  throw new Error(
    `${what}: MUI's CSS-variables theming is left out of this build (src/build/mui-css-variables-stub.mjs); remove the stub from webpack.config.ts to use it`,
  );
};

export default unavailable('createTheme with cssVariables or colorSchemes');
export const CssVarsProvider = unavailable('CssVarsProvider');
export const useColorScheme = unavailable('useColorScheme');
export const getInitColorSchemeScript = unavailable('getInitColorSchemeScript');
export const Experimental_CssVarsProvider = CssVarsProvider;
