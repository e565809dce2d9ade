import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
];
export default config;
