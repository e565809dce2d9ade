import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  // `const { dropped, ...rest } = row` leaves `dropped` out on purpose.
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }] } },
  // Tests edit raw config JSON on purpose.
  { files: ['**/*.test.ts', 'tests/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
];
export default config;
