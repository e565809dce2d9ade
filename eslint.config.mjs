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
const STYLES_FILES = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'];
const STYLES_EXEMPT = ['app/embed/**'];
// Tests and the demo-data scripts open databases and read the seed's generators of their own.
const BOUNDARY_EXEMPT = ['lib/data/**', 'lib/db/**', 'tests/**', '**/*.test.ts', 'scripts/**', 'drizzle.config.ts'];

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
  { files: STYLES_FILES, ignores: STYLES_EXEMPT, rules: { 'no-restricted-imports': ['error', { patterns: [...DATA_BOUNDARY.patterns, STYLES] }] } },
  { files: BOUNDARY_EXEMPT, rules: { 'no-restricted-imports': 'off' } },
  { files: ENV_FILES, ignores: ENV_EXEMPT, rules: { 'no-restricted-syntax': ENV_RULE } },
  // Tests edit raw config JSON on purpose.
  { files: ['**/*.test.ts', 'tests/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
];
export default config;
