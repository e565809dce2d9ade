import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({ locales: ['fr', 'nl', 'en', 'de'], defaultLocale: 'fr' });
