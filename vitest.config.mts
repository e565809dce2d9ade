import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { imageLoaderDefines } from './lib/images/config';

export default defineConfig({
  // The build-time constants next.config.ts gives the bundle (`compiler.define`), as code for Vite.
  define: Object.fromEntries(Object.entries(imageLoaderDefines).map(([name, value]) => [name, JSON.stringify(value)])),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // lib/data modules are server-only in Next; in tests they run in plain Node.
      'server-only': fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // The site's info lines (a form refused, an import finished) would bury the test report: warnings and errors only.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    include: ['**/*.test.ts'],
    // tests/system needs the built site (npm test runs it after the build and the browser tests).
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**', ...(process.env.SYSTEM_TESTS === '1' ? [] : ['tests/system/**'])],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, which leaves a core
    // idle while a test file waits on PostgreSQL, a child process (the CLI tests) or a timer. Even two workers
    // kept 2 cores busy only 1.4 of the time: three took the whole run from 170 s to 153 s there (four: 149 s).
    maxWorkers: availableParallelism() + 1,
    // next-intl's ESM imports `next/navigation` without its extension, which Node's loader cannot resolve:
    // loaded through Vite, code using the path helpers (lib/i18n/navigation.ts) runs in tests too.
    server: { deps: { inline: ['next-intl'] } },
  },
});
