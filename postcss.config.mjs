// A route's stylesheet (app/_styles) gathers its components' sheets with @import: postcss-import inlines
// them, so the bundler sees one file per route group and writes one stylesheet, not one per component.
const config = { plugins: { 'postcss-import': {} } };
export default config;
