import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The data boundary: only lib/data (and lib/db itself, with its migrations and seed) reads or writes the
 * database. Everything else calls a lib/data function, so a query is never written in a page, an action
 * or a helper. Tests may open databases of their own.
 */
const DATA_BOUNDARY = {
  patterns: [
    {
      group: ['@/lib/db', '@/lib/db/**', '**/lib/db', '**/lib/db/**', '../db', '../db/**', './db', './db/**'],
      message: 'Only lib/data may import lib/db: call (or add) a lib/data function instead.',
    },
    {
      group: ['drizzle-orm', 'drizzle-orm/**'],
      message: 'Queries belong in lib/data: call (or add) a lib/data function instead.',
    },
  ],
};
/**
 * Styles: a page imports one sheet of app/_styles, which @imports the sheets beside the components it shows
 * (inlined by postcss-import). A component importing its own sheet would make it a render-blocking file of its
 * own on every page that shows it (CONTRIBUTING.md, "Styles"). The map frame (app/embed) has its own layout.
 */
const STYLES = {
  group: ['**/*.css', '!@/app/_styles/*.css'],
  message: 'Import a stylesheet only from app/_styles in a page or layout; add a component\'s sheet to the route sheets there (CONTRIBUTING.md, "Styles").',
};
const STYLES_EXEMPT = ['app/embed/**'];
// Tests and the demo-data scripts open databases and read the seed's generators of their own.
const BOUNDARY_EXEMPT = ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'scripts/**', 'drizzle.config.ts'];

/**
 * The layers, top to bottom. A module imports its own layer and the layers below it, never one above: a page
 * calls a form's action, the action a mail and a lib/data write, the write lib/db; a lib/data function never
 * renders a mail, and config never reads lib/i18n. A rule that several layers need goes down (to lib/domain when
 * it has no I/O), not up. Folders of one layer may import each other (import/no-cycle still forbids a circle).
 * CONTRIBUTING.md, "Where code goes", says the same in words.
 */
const LAYERS = [
  { name: 'the entry points', folders: ['app', 'server', 'lib/cli'], files: ['proxy.ts', 'instrumentation.ts'] },
  { name: 'components', folders: ['components'] },
  { name: 'the workflows', folders: ['lib/forms', 'lib/auth', 'lib/crm'] },
  { name: 'the services', folders: ['lib/mail', 'lib/import', 'lib/seo', 'lib/captcha', 'lib/images', 'lib/http'] },
  { name: 'lib/data', folders: ['lib/data'] },
  { name: 'lib/i18n', folders: ['lib/i18n'] },
  { name: 'lib/db', folders: ['lib/db'] },
  { name: 'config', folders: ['config'] },
  { name: 'lib/domain', folders: ['lib/domain'] },
  { name: 'the base', folders: [], files: ['lib/env.ts', 'lib/log.ts', 'lib/log-scrub.mjs', 'lib/global-keys.mjs'] },
];
/** How an import names `folder`: by alias, or by a relative path from a folder beside it or below. */
const importsOf = (folder) => {
  const leaf = folder.replace(/^lib\//, '');
  const up = ['../', '../../', '../../../'].flatMap((dots) => [`${dots}${leaf}`, `${dots}${leaf}/**`]);
  // A top-level folder's name (server, app) is also a package's subpath (next-intl/server): only the alias and relative paths.
  return folder.startsWith('lib/') ? [`@/${folder}`, `@/${folder}/**`, `**/${folder}`, `**/${folder}/**`, ...up] : [`@/${folder}`, `@/${folder}/**`, ...up];
};
/** The no-restricted-imports patterns of layer `i`: every folder of the layers above it. */
function layerPatterns(i) {
  const above = LAYERS.slice(0, i);
  if (!above.length) return [];
  return [
    {
      group: above.flatMap((l) => l.folders.flatMap(importsOf)),
      message: `An import of a layer above ${LAYERS[i].name} (${above.map((l) => l.name).join(', ')}): move the shared part down (a rule without I/O to lib/domain), or let the caller above call it (CONTRIBUTING.md, "Where code goes").`,
    },
  ];
}
const layerFiles = (l) => [...l.folders.map((f) => `${f}/**/*.{ts,tsx,mts,mjs}`), ...(l.files ?? [])];
// lib/data and lib/db may import lib/db and drizzle-orm (the data boundary); every other layer may not.
const LAYER_RULES = LAYERS.map((l, i) => ({
  files: layerFiles(l),
  rules: {
    'no-restricted-imports': ['error', { patterns: [...layerPatterns(i), ...(['lib/data', 'lib/db'].includes(l.name) ? [] : DATA_BOUNDARY.patterns)] }],
  },
}));

/**
 * Environment variables: read through lib/env.ts (parsed with zod, one default each), never process.env.X
 * with a default of its own. NODE_ENV and NEXT_RUNTIME, which Next.js inlines, stay. Tests and scripts exempt.
 */
const ENV_MESSAGE = 'Read environment variables through lib/env.ts (env.X, or readEnv(source)); add the variable there and to .env.example.';
const ENV_RULE = [
  'error',
  {
    // process.env.X / process.env[x], except NODE_ENV and NEXT_RUNTIME
    selector:
      "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']:not([property.name=/^(NODE_ENV|NEXT_RUNTIME)$/])",
    message: ENV_MESSAGE,
  },
  {
    // process.env as a whole (a default argument, a spread, a destructuring)
    selector: "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression[object.type='MemberExpression'] > MemberExpression.object)",
    message: ENV_MESSAGE,
  },
];
const ENV_FILES = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'config/**/*.ts', 'server/**/*.ts', 'proxy.ts', 'instrumentation.ts'];
const ENV_EXEMPT = ['lib/env.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**'];

const config = [
  ...next,
  ...nextTs,
  // `const { dropped, ...rest } = row` leaves `dropped` out on purpose.
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }] } },
  // No import circle anywhere: a circle makes the load order decide what a module sees at start-up.
  {
    settings: { 'import/ignore': ['node_modules', '\\.(css|json|svg)$'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { rules: { 'no-restricted-imports': ['error', DATA_BOUNDARY] } },
  ...LAYER_RULES,
  // Pages and components: their layer's rule and the stylesheets'.
  { files: ['app/**/*.{ts,tsx}'], ignores: STYLES_EXEMPT, rules: { 'no-restricted-imports': ['error', { patterns: [...DATA_BOUNDARY.patterns, STYLES] }] } },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...layerPatterns(1), ...DATA_BOUNDARY.patterns, STYLES] }] },
  },
  { files: BOUNDARY_EXEMPT, rules: { 'no-restricted-imports': 'off' } },
  { files: ENV_FILES, ignores: ENV_EXEMPT, rules: { 'no-restricted-syntax': ENV_RULE } },
  // Promises in the site's code and server: one nobody awaits or catches loses its error (an unhandled rejection
  // stops the process), and one passed where a function's result is ignored (an event handler) is never awaited.
  // A promise left running on purpose is written `void p` with the reason beside it. Type-aware, so only there.
  {
    files: ['lib/**/*.{ts,tsx}', 'server/**/*.ts', 'server/server.mjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  // Tests edit raw config JSON on purpose.
  { files: ['**/*.test.ts', 'tests/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    ignores: [
      '.next/**',
      'tests/bench/bare/.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];
export default config;
