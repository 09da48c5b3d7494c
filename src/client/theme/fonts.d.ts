/** A font file imported by the theme: webpack gives its URL (asset/resource). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
