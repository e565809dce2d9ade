/** A file imported with `?url` (the rule in next.config.ts): the bundler emits it as it is, and the import is its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
