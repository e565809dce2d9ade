/**
 * The browser side of cookie consent: the stored choice (a first-party cookie mirrored in local storage),
 * a small store the dialog and the footer's "Cookie settings" button share, the Consent Mode calls to the
 * data layer and the third-party script tags. The rules themselves are in lib/domain/consent.
 */
import Cookies from 'js-cookie';
import {
  allowedScripts,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_SAME_SITE,
  CONSENT_RESET_PARAM,
  CONSENT_STORAGE_KEY,
  consentState,
  DEFAULT_CONSENT,
  parseChoice,
  serializeChoice,
  type ConsentChoice,
  type ConsentScript,
  type TrackingIds,
} from '@/lib/domain/consent';

type ConsentWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };
  _fbq?: unknown;
  __consentDefaultSent?: boolean;
  __gtagStarted?: boolean;
};
const w = () => window as ConsentWindow;

/* ------------------------------------------------------------------ stored choice */

/** The stored choice: the cookie, or its local-storage mirror while it is younger than the cookie's lifetime. */
export function readChoice(): ConsentChoice | null {
  const fromCookie = parseChoice(Cookies.get(CONSENT_COOKIE));
  if (fromCookie) return fromCookie;
  try {
    const mirrored = parseChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
    const age = mirrored ? Date.now() - Date.parse(mirrored.date) : Infinity;
    return age >= 0 && age < CONSENT_COOKIE_DAYS * 24 * 60 * 60 * 1000 ? mirrored : null;
  } catch {
    return null;
  }
}

function writeChoice(choice: ConsentChoice) {
  const secure = window.location.protocol === 'https:';
  Cookies.set(CONSENT_COOKIE, serializeChoice(choice), { expires: CONSENT_COOKIE_DAYS, sameSite: CONSENT_COOKIE_SAME_SITE, path: '/', secure });
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeChoice(choice));
  } catch {
    // storage disabled: the cookie still carries the choice
  }
}

function eraseChoice() {
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage disabled
  }
}

/* ------------------------------------------------------------------ store */

export type ConsentSnapshot = { ready: boolean; choice: ConsentChoice | null; open: boolean };

const SERVER: ConsentSnapshot = { ready: false, choice: null, open: false };
let state: ConsentSnapshot = SERVER;
const listeners = new Set<() => void>();

function set(next: Partial<ConsentSnapshot>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => SERVER,

  /** Reads the stored choice once per page load; `?setcookies` erases it first (and leaves the URL). */
  start() {
    if (state.ready) return;
    const url = new URL(window.location.href);
    if (url.searchParams.has(CONSENT_RESET_PARAM)) {
      eraseChoice();
      url.searchParams.delete(CONSENT_RESET_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    const choice = readChoice();
    set({ ready: true, choice, open: !choice });
  },
  /** The footer's "Cookie settings". */
  open: () => set({ open: true }),
  choose(choice: ConsentChoice) {
    writeChoice(choice);
    set({ choice, open: false });
  },
};

/* ------------------------------------------------------------------ data layer and scripts */

/** Google's gtag(): gtag.js reads the Arguments object itself from the data layer, not an array. */
const gtag = function () {
  // eslint-disable-next-line prefer-rest-params
  (w().dataLayer ??= []).push(arguments);
} as (...args: unknown[]) => void;

/** Consent Mode's default, all optional kinds denied with a 500ms wait: once per page load, before any tag. */
export function sendConsentDefault() {
  const win = w();
  win.dataLayer ??= [];
  win.gtag ??= gtag;
  if (win.__consentDefaultSent) return;
  win.__consentDefaultSent = true;
  win.gtag('consent', 'default', DEFAULT_CONSENT);
}

function fbqStub() {
  const win = w();
  if (win.fbq) return win.fbq;
  // Meta's documented queue: calls made before fbevents.js loads are replayed by it.
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  } as NonNullable<ConsentWindow['fbq']>;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

/** What each script needs in the data layer before it loads. */
const prepare: Record<ConsentScript['kind'], (id: string) => void> = {
  analytics: (id) => {
    startGtag();
    w().gtag!('config', id);
  },
  ads: (id) => {
    startGtag();
    w().gtag!('config', id);
  },
  tagmanager: () => {
    w().dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  },
  pixel: (id) => {
    const fbq = fbqStub();
    fbq('consent', 'grant');
    fbq('init', id);
    fbq('track', 'PageView');
  },
};

function startGtag() {
  const win = w();
  if (win.__gtagStarted) return;
  win.__gtagStarted = true;
  win.gtag!('js', new Date());
}

/**
 * Sends the choice to the data layer (Consent Mode update) and adds the script tags it allows that are
 * not on the page yet. A script loaded earlier stays until the next page load, but receives the update.
 */
export function applyChoice(choice: ConsentChoice, ids: TrackingIds) {
  sendConsentDefault();
  w().gtag!('consent', 'update', consentState(choice));
  const allowed = allowedScripts(choice, ids);
  if (!allowed.some((s) => s.kind === 'pixel')) w().fbq?.('consent', 'revoke');
  for (const script of allowed) {
    if (document.querySelector(`script[data-consent-script="${script.kind}"]`)) continue;
    prepare[script.kind](script.id);
    const tag = document.createElement('script');
    tag.async = true;
    tag.src = script.src;
    tag.dataset.consentScript = script.kind;
    document.head.appendChild(tag);
  }
}
