/**
 * Cookie consent: the visitor's choice, how it is stored in the browser,
 * what it tells Google Consent Mode v2 and which third-party scripts it allows. Pure: the browser side
 * (cookie, storage, data layer, script tags) is in components/layout/CookieConsent.
 */
import { SUPPORTED_LOCALES } from '@/lib/domain/locales';

/** The four optional kinds of Google Consent Mode v2, in the order the dialog shows them. */
export const OPTIONAL_CONSENT_KINDS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type OptionalConsentKind = (typeof OPTIONAL_CONSENT_KINDS)[number];
/** The first option of the dialog: cookies the site needs to work. Always on, never a question. */
export const NECESSARY_CONSENT_KINDS = ['functionality_storage', 'security_storage'] as const;

export type ConsentValue = 'granted' | 'denied';
/** The object given to `gtag('consent', 'default' | 'update', …)`. */
export type ConsentState = Record<OptionalConsentKind | (typeof NECESSARY_CONSENT_KINDS)[number], ConsentValue>;

/** Tags wait this long for the visitor's choice before firing with the default. */
export const CONSENT_WAIT_MS = 500;

/** The stored choice: which optional kinds the visitor granted, and when. */
export type ConsentChoice = { version: typeof CONSENT_VERSION; granted: Record<OptionalConsentKind, boolean>; date: string };

/** Bumped when the kinds change: a choice stored with another version counts as no choice. */
export const CONSENT_VERSION = 1;
/** First-party cookie holding the choice (mirrored in local storage under the same key). */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_STORAGE_KEY = CONSENT_COOKIE;
export const CONSENT_COOKIE_DAYS = 180;
export const CONSENT_COOKIE_SAME_SITE = 'Lax';
/** In the query string, resets the choice and opens the dialog again. */
export const CONSENT_RESET_PARAM = 'setcookies';

/** An object with exactly these keys. */
const hasExactly = (v: unknown, keys: readonly string[]): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === keys.length && keys.every((k) => Object.hasOwn(v, k));

/** A stored choice of this version, nothing more and nothing less (checked by hand: no schema library on every page). */
const isStoredChoice = (v: unknown): v is ConsentChoice =>
  hasExactly(v, ['version', 'granted', 'date']) &&
  v.version === CONSENT_VERSION &&
  typeof v.date === 'string' &&
  hasExactly(v.granted, OPTIONAL_CONSENT_KINDS) &&
  OPTIONAL_CONSENT_KINDS.every((k) => typeof (v.granted as Record<string, unknown>)[k] === 'boolean');

/** A choice made now; kinds not given are denied. */
export function makeChoice(granted: Partial<Record<OptionalConsentKind, boolean>>, now: Date = new Date()): ConsentChoice {
  return {
    version: CONSENT_VERSION,
    granted: Object.fromEntries(OPTIONAL_CONSENT_KINDS.map((k) => [k, granted[k] === true])) as Record<OptionalConsentKind, boolean>,
    date: now.toISOString(),
  };
}

/** Agree to all. */
export const acceptAll = (now?: Date) => makeChoice(Object.fromEntries(OPTIONAL_CONSENT_KINDS.map((k) => [k, true])), now);
/** Decline: necessary cookies only. */
export const necessaryOnly = (now?: Date) => makeChoice({}, now);

export const serializeChoice = (choice: ConsentChoice): string => JSON.stringify(choice);

/** The stored value read back; anything missing, malformed or of another version is no choice (null). */
export function parseChoice(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  try {
    const choice: unknown = JSON.parse(value);
    return isStoredChoice(choice) ? choice : null;
  } catch {
    return null;
  }
}

const necessaryGranted = Object.fromEntries(NECESSARY_CONSENT_KINDS.map((k) => [k, 'granted'])) as Record<
  (typeof NECESSARY_CONSENT_KINDS)[number],
  ConsentValue
>;

/** The Consent Mode state of a choice. */
export function consentState(choice: ConsentChoice): ConsentState {
  return {
    ...(Object.fromEntries(OPTIONAL_CONSENT_KINDS.map((k) => [k, choice.granted[k] ? 'granted' : 'denied'])) as Record<OptionalConsentKind, ConsentValue>),
    ...necessaryGranted,
  };
}

/** Pushed before any tag: every optional kind denied, and tags wait 500ms for an update. */
export const DEFAULT_CONSENT: ConsentState & { wait_for_update: number } = {
  ...consentState(necessaryOnly(new Date(0))),
  wait_for_update: CONSENT_WAIT_MS,
};

/** The third-party scripts of the site info settings. */
export type ConsentScriptKind = 'analytics' | 'tagmanager' | 'ads' | 'pixel';
export type TrackingIds = { analyticsId: string | null; adsId: string | null; tagManagerId: string | null; pixelId: string | null };
export type ConsentScript = { kind: ConsentScriptKind; id: string; src: string };

export const scriptUrl: Record<ConsentScriptKind, (id: string) => string> = {
  analytics: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  tagmanager: (id) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ads: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  pixel: () => 'https://connect.facebook.net/en_US/fbevents.js',
};

/**
 * The scripts a choice allows, each only when its ID is configured: analytics needs analytics storage;
 * the tag manager needs at least one optional kind granted (it receives the consent state and applies it to
 * its own tags, but loading it already sends the visitor's address to a third party, so "necessary only"
 * must not load it); ads need ad storage; the social pixel needs ad storage and ad personalization. No
 * choice: none.
 */
export function allowedScripts(choice: ConsentChoice | null, ids: TrackingIds): ConsentScript[] {
  if (!choice) return [];
  const g = choice.granted;
  const wanted: [ConsentScriptKind, string | null, boolean][] = [
    ['analytics', ids.analyticsId, g.analytics_storage],
    ['tagmanager', ids.tagManagerId, OPTIONAL_CONSENT_KINDS.some((k) => g[k])],
    ['ads', ids.adsId, g.ad_storage],
    ['pixel', ids.pixelId, g.ad_storage && g.ad_personalization],
  ];
  return wanted.filter(([, id, allowed]) => allowed && !!id).map(([kind, id]) => ({ kind, id: id!, src: scriptUrl[kind](id!) }));
}

/**
 * Whether a browser path is a preview (config `previewPaths`, original paths such as `/preview`): with or
 * without a language prefix, the path itself or anything below it. Previews bypass the dialog and the
 * cookie checks.
 */
export function isPreviewPath(pathname: string, previewPaths: readonly string[], locales: readonly string[] = SUPPORTED_LOCALES): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first !== undefined && locales.includes(first.toLowerCase())) segments.shift();
  const path = `/${segments.join('/')}`.toLowerCase();
  return previewPaths.some((p) => {
    const prefix = `/${p.split('/').filter(Boolean).join('/')}`.toLowerCase();
    return prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`));
  });
}
