/**
 * Stands in for @emotion/is-prop-valid in the builds (webpack.config.ts aliases it here): its
 * list of every attribute React knows is about 2 KB gzip of the home page's first download
 * (decision 051), and nothing the store renders needs it.
 *
 * Emotion asks it one question only: which props a `styled('tag')` made without a
 * `shouldForwardProp` passes on to its HTML element. MUI's own parts always give one (their slots'
 * rule), and the store's code must too (an ESLint rule in .eslint.config.mjs refuses a bare
 * `styled('tag')`). So this answers only for a styled element some future library might make:
 * the props an HTML element surely takes (React's handlers, data-* and aria-*, an all-lowercase
 * attribute such as `href` or `role`, which React renders whatever it is, and React's camel-cased
 * names the store's markup uses). A camel-cased prop it does not know stays off the element, the
 * safe way to be wrong: a component's own props (`ownerState`, `isActive`) never reach the DOM.
 */
export const CAMEL_CASED_PROPS: ReadonlySet<string> = new Set([
  'className',
  'htmlFor',
  'tabIndex',
  'autoComplete',
  'autoFocus',
  'autoCapitalize',
  'defaultValue',
  'defaultChecked',
  'inputMode',
  'maxLength',
  'minLength',
  'readOnly',
  'spellCheck',
  'srcSet',
  'crossOrigin',
  'referrerPolicy',
  'fetchPriority',
  'contentEditable',
  'enterKeyHint',
  'viewBox',
  'fillRule',
  'clipRule',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
]);

const ALWAYS = /^(?:on[A-Z]|data-|aria-)/;
const LOWERCASE_ATTRIBUTE = /^[a-z]+$/;
/** Lowercase, yet the styling's own: the theme, MUI's sx and Emotion's as. */
const STYLING = new Set(['theme', 'sx', 'as']);

export default function isPropValid(prop: string): boolean {
  if (STYLING.has(prop)) return false;
  return LOWERCASE_ATTRIBUTE.test(prop) || ALWAYS.test(prop) || CAMEL_CASED_PROPS.has(prop);
}
