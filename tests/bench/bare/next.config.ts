import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Next.js's and next-intl's defaults, as their guides set up an app: the yardstick of tests/bench/framework.ts.
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // The packages are the project's (its node_modules, its lockfile): the same versions as the site's.
  turbopack: { root: join(__dirname, '../../..') },
};

export default withNextIntl(nextConfig);
