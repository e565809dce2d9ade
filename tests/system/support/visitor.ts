/**
 * A visitor without JavaScript, as plain HTTP: reads a page, posts one of its forms as the browser would
 * (the form's hidden server-action fields plus the visitor's values, multipart, with the page's Origin),
 * and says what came back. The visitor's address goes in X-Forwarded-For; nginx appends its own, and the
 * instances trust the proxies on loopback (TRUSTED_PROXIES), so each simulated visitor has an address of its own.
 */
import { randomBytes } from 'node:crypto';
import { decodeHTML } from 'entities';
import { CAPTCHA_TTL_MS, captchaCookieName, encryptCaptcha } from '../../../lib/captcha/check';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';

/** `requestId`: the X-Request-Id the site (or nginx) gave the request, to find it in the logs. */
export type Answer = { status: number; location: string | null; body: string; setCookie: string[]; ms: number; requestId: string | null };

/** The hidden fields (server action id, bound arguments) of the first `<form>` whose opening tag matches `marker`. */
export function hiddenFields(html: string, marker: RegExp): [string, string][] {
  const forms = html.split(/<form\b/).slice(1);
  const form = forms.find((f) => marker.test(f.slice(0, f.indexOf('>'))));
  if (!form) throw new Error(`no form matching ${marker} on the page`);
  const body = form.slice(0, form.indexOf('</form>'));
  const fields: [string, string][] = [];
  for (const tag of body.match(/<input\b[^>]*>/g) ?? []) {
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name) fields.push([decodeHTML(name), decodeHTML(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
  }
  return fields;
}

export async function request(url: string, init: RequestInit & { ip?: string; timeoutMs?: number } = {}): Promise<Answer> {
  const started = Date.now();
  const headers = new Headers(init.headers);
  if (init.ip) headers.set('x-forwarded-for', init.ip);
  const r = await fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
  const body = await r.text();
  return {
    status: r.status,
    location: r.headers.get('location'),
    body,
    setCookie: r.headers.getSetCookie(),
    ms: Date.now() - started,
    requestId: r.headers.get('x-request-id'),
  };
}

/** Post a form of `pageUrl` (found by `marker` in its HTML `hidden`) with `values`, as a browser without JavaScript. */
export async function postForm(
  pageUrl: string,
  hidden: [string, string][],
  values: Record<string, string>,
  opts: { ip?: string; cookie?: string } = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of hidden) form.append(k, v);
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  const headers: Record<string, string> = { origin: new URL(pageUrl).origin };
  if (opts.cookie) headers.cookie = opts.cookie;
  return request(pageUrl, { method: 'POST', body: form, headers, ip: opts.ip });
}

/** The captcha secret the system tests give the instances (CAPTCHA_SECRET), so a visitor here can answer a challenge. */
export const SYSTEM_CAPTCHA_SECRET = 'system-test-captcha-secret-0123456789';

/**
 * A challenge of the site's captcha sealed with the instances' secret, and its answer: the cookie and the
 * characters a visitor sends after reading the image (the image itself, a PNG, is not what is tested here).
 */
export function solvedCaptcha(form: string): { cookie: string; answer: string } {
  const answer = 'ACDEF';
  const token = encryptCaptcha({ answer, form, expires: Date.now() + CAPTCHA_TTL_MS, nonce: randomBytes(12).toString('base64url') }, SYSTEM_CAPTCHA_SECRET);
  return { cookie: `${captchaCookieName(form)}=${token}`, answer };
}

/** Sign up to the newsletter with the footer's form of `pageUrl` (its hidden fields `hidden`), answering its captcha. */
export function signUp(pageUrl: string, hidden: [string, string][], email: string, opts: { ip?: string } = {}): Promise<Answer> {
  const { cookie, answer } = solvedCaptcha('newsletter');
  return postForm(pageUrl, hidden, { email, captcha: answer }, { ...opts, cookie });
}

/** The site's own error page ('There is an error in the API', in any of its languages). */
const API_ERROR_TEXTS = [en, nl, fr, de].map((m) => (m.apiError as { text: string }).text);
export const isSiteErrorPage = (body: string) => API_ERROR_TEXTS.some((t) => body.includes(t.replace(/'/g, '&#x27;')) || body.includes(t));
/** What a stack trace or a framework's raw error looks like in a page. */
export const looksLikeStackTrace = (body: string) =>
  /\n\s+at [\w$.<>]+ \(|node_modules\/|Internal Server Error|Application error: a server-side exception/.test(body);

/** A visitor address per number (TEST-NET-3 and beyond, never a real visitor). */
export const visitorIp = (n: number) => `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
