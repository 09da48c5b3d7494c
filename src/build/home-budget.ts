/**
 * The home page's JavaScript budget, as a browser loads it (page-budget-plugin.ts): the entry plus
 * the lazy chunks the page loads without a tap. Issue 15's target is 175 KB gzip; the build fails
 * above the ceiling, set just over today's measure so that nothing grows unnoticed.
 */
export const HOME_JS_TARGET_BYTES = 175 * 1024;
export const HOME_JS_CEILING_BYTES = 195 * 1024;
/**
 * The lazy chunks (webpackChunkName) the home page loads by itself, for a visitor: the app's start
 * (main.tsx fetches it once the page's largest image is painted). The footer's map comes when the
 * footer is about to be seen (it hydrates then), the session's decryption only where a session is
 * stored or being logged in (boot.tsx).
 */
export const HOME_LOADS_AT_ONCE = ['app'];
/** The plugin's list of what it counted (in dist/), checked against a browser by src/e2e/home-javascript.test.ts. */
export const HOME_JS_REPORT = 'home-javascript.json';
