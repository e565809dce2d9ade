/** The locales moved to lib/domain/locales.ts; this re-export stays until the CRM modules import them from there. */
export * from '@/lib/domain/locales';
