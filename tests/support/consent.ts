import { CONSENT_COOKIE, necessaryOnly, serializeChoice } from '../../lib/domain/consent';

/** The cookie of a visitor who chose "necessary only" before: no consent dialog (for Playwright and puppeteer). */
export const storedConsentCookie = (url: string) => ({ name: CONSENT_COOKIE, value: encodeURIComponent(serializeChoice(necessaryOnly())), url });
