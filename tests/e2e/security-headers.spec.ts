/**
 * The security headers of every kind of answer: a Content-Security-Policy on every page (owner
 * pages their nonce policy, public pages the cacheable one, the embedded map framable by the site only),
 * Strict-Transport-Security in production, the same whatever the path's spelling; and no page breaks its
 * own policy in the browser with every optional consent kind granted.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { must } from '../support/must';
import { urlOf } from './support';
import { CONSENT_CHECK_SCRIPT } from '../../lib/domain/consent-check';

const property = generateDemoProperties(300).find((r) => r.lang === 'fr' && r.status === 'available')!;
const project = generateDemoProjects().projects[0]!;

const PUBLIC: [string, string][] = [
  ['home', '/fr/'],
  ['listing', urlOf('/for-sale', 'fr')],
  ['filtered listing', `${urlOf('/for-rent', 'en')}?sort=price-asc`],
  ['property', urlOf('/property/[id]', 'fr', { id: property.id })],
  ['project', urlOf('/project/[id]', 'nl', { id: project.id })],
  ['configured page', urlOf('/Notre-agence/Services', 'de')],
  ['article', urlOf('/Privacy', 'en')],
  ['form', urlOf('/property/[id]/[form]', 'fr', { id: property.id, form: 'contact-me' })],
  ['thank-you page', urlOf('/feedback/[form]', 'fr', { form: 'contact' })],
  ['404', '/fr/cette-page-n-existe-pas/'],
];
const OWNER: [string, string][] = [
  ['login', urlOf('/login', 'fr')],
  ['reminder', urlOf('/login/reminder', 'en')],
  ['reset', urlOf('/login/reset/[token]', 'nl', { token: 'not-a-real-token' })],
  ['portal (signed out: the redirect)', urlOf('/portal', 'fr')],
];

const directives = (res: APIResponse) =>
  new Map(
    (res.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

function expectCommon(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
  const csp = directives(res);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toBeDefined();
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  return csp;
}

test.describe('headers of every page kind', () => {
  for (const [kind, path] of PUBLIC) {
    test(`public: ${kind}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
      const csp = expectCommon(res, path);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      // scripts: the site's own and the consent's third parties, nothing else
      expect(csp.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']);
    });
  }

  for (const [kind, path] of OWNER) {
    test(`owner: ${kind}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const csp = expectCommon(res, path);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('script-src')![0], path).toBe("'self'");
      expect(csp.get('script-src')![1], path).toMatch(/^'nonce-/);
      // the layout's consent check, by its hash
      expect(csp.get('script-src')![2], path).toMatch(/^'sha256-/);
      expect(csp.get('script-src'), path).toHaveLength(3);
      expect(res.headers()['cache-control'], path).toContain('no-store');
    });
  }

  test('the embedded map: framed by the site itself only, its tiles allowed', async ({ request }) => {
    const res = await request.get('/embed/map/?lang=fr', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const csp = expectCommon(res, 'map');
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
  });

  test('API answers: nothing runs, nothing frames them', async ({ request }) => {
    for (const path of ['/api/health/', '/api/search/?q=li']) {
      const res = await request.get(path, { maxRedirects: 0 });
      const csp = expectCommon(res, path);
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  test('the same headers whatever the spelling of the path', async ({ request }) => {
    const contact = urlOf('/contact', 'fr');
    const login = urlOf('/login', 'en');
    const spellings = [contact.toUpperCase(), contact.replace(/\/$/, ''), contact.replace('/c', '/%63'), `${contact}/`];
    for (const path of spellings) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
      expect(expectCommon(res, path).get('frame-ancestors'), path).toEqual(["'none'"]);
    }
    for (const path of [login.toUpperCase(), login.replace('/l', '/%6C'), login.replace(/\/$/, '')]) {
      const res = await request.get(path, { maxRedirects: 0 });
      const csp = expectCommon(res, path);
      // a redirect (to the spelling with its slash) runs nothing; an owner page answered under this spelling has its nonce policy
      if (res.status() >= 300 && res.status() < 400) expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      else expect(csp.get('script-src')?.[1], `${path} (${res.status()})`).toMatch(/^'nonce-/);
    }
  });
});

test.describe('no page breaks its own policy', () => {
  // Every optional kind granted, so the consent's scripts are added too (their hosts never answer in tests).
  test.use({
    storageState: {
      cookies: [],
      origins: [],
    },
  });

  // Why 'unsafe-inline' stays in the public policy: the inline scripts are the framework's own (its
  // bootstrap and each page's data, which differ per page and are served from the route cache to everyone, so
  // neither a nonce nor a fixed hash can cover them), plus one of the site's, the same on every page: the
  // consent check (lib/domain/consent-check.ts). No element has an event handler attribute.
  test('the public pages’ only inline scripts are the framework’s and the consent check, and no element has an inline event handler', async ({ request }) => {
    const FRAMEWORK = [/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push/, /^self\.__next_f\.push\(/, /^\(globalThis\["TURBOPACK"\]/];
    for (const [, path] of PUBLIC) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
        attrs: must(attrs, 'the attributes of a script'),
        body: must(body, 'the body of a script'),
      }));
      const executable = scripts.filter(({ attrs }) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const { body } of executable)
        expect(body === CONSENT_CHECK_SCRIPT || FRAMEWORK.some((re) => re.test(body.trim())), `${path}: ${body.slice(0, 80)}`).toBe(true);
      const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
      expect(markup.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [], path).toEqual([]);
    }
  });

  test('public pages and the map load without a policy violation', async ({ page, context, baseURL }) => {
    const granted = { analytics_storage: true, ad_storage: true, ad_user_data: true, ad_personalization: true };
    await context.addCookies([
      { name: 'consent', value: encodeURIComponent(JSON.stringify({ version: 1, granted, date: new Date().toISOString() })), url: baseURL!, sameSite: 'Lax' },
    ]);
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) problems.push(`${page.url()}: ${m.text()}`);
    });
    for (const [, path] of [...PUBLIC.filter(([kind]) => kind !== '404'), ['map', `${urlOf('/for-sale', 'fr')}?view=map`] as [string, string]]) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
      problems.push(...seen.map((v) => `${path}: ${v}`));
    }
    expect(problems).toEqual([]);
  });
});
