/**
 * Nothing moves: a slow phone paints a page before its parser has read all of it, and what it has
 * painted must stay where it is as the rest arrives. A block anchored at its bottom (the home banner's text,
 * the consent dialog pinned to the bottom of the screen) grew upward when its last part arrived: layout
 * shifts of 0.05 to 0.1 in some loads of a throttled browser. Here the browser's parser reads each page cut
 * short before elements of its first screen, as a slow network leaves it, and the elements already there may not
 * be further from where the whole page puts them than a shift of MAX_SHIFT. The site's scripts are held back (the page as
 * painted before they run); the consent check, inline, runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { must } from '../support/must';
import { urlOf } from './support';

/** The start tags of the body, in document order: the n-th is the n-th element of `document.body` (`*`). */
function startTags(html: string): { at: number; tag: string }[] {
  const body = html.indexOf('<body');
  return [...html.slice(body).matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].slice(1).map((m) => ({ at: body + m.index, tag: String(m[1]).toUpperCase() }));
}

type Box = { x: number; y: number; width: number; height: number };

/** Every element of the body: its tag, and its box when shown (null when not rendered or hidden). */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((e) => {
      const { x, y, width, height } = e.getBoundingClientRect();
      const shown = width > 0 && height > 0 && getComputedStyle(e).visibility === 'visible';
      return { tag: e.tagName, box: shown ? { x: Math.round(x), y: Math.round(y), width, height } : null };
    }),
  );

/**
 * The layout shift score of going from one paint to the next, as Chrome counts it: the share of the screen the
 * moved elements covered before and after (their union, on a grid of 4px), times the longest move over the
 * screen's larger side.
 */
function shiftScore(moves: [Box, Box][], screen: { width: number; height: number }): number {
  const cell = 4;
  const [cols, rows] = [Math.ceil(screen.width / cell), Math.ceil(screen.height / cell)];
  const covered = new Uint8Array(cols * rows);
  let distance = 0;
  for (const [before, after] of moves) {
    distance = Math.max(distance, Math.abs(after.x - before.x), Math.abs(after.y - before.y));
    for (const b of [before, after]) {
      for (let r = Math.max(0, Math.floor(b.y / cell)); r < Math.min(rows, Math.ceil((b.y + b.height) / cell)); r++) {
        for (let c = Math.max(0, Math.floor(b.x / cell)); c < Math.min(cols, Math.ceil((b.x + b.width) / cell)); c++) covered[r * cols + c] = 1;
      }
    }
  }
  return (covered.reduce((n, v) => n + v, 0) / covered.length) * (distance / Math.max(screen.width, screen.height));
}

/** The most a half-read page may shift as the rest arrives; the target for a whole visit (cumulative layout shift) is 0.05. */
const MAX_SHIFT = 0.005;

/**
 * Holds the site's script files back on `page` (through the DevTools protocol: a route set with page.route turns
 * the browser's HTTP cache off, and each load would fetch the page's stylesheets, fonts and photos again), opens
 * `url` once, and returns `parse(html)`, which makes `html` the page's document: the open page's own parser
 * reads it (`document.write`), building the DOM it builds from those bytes, with the same stylesheets, fonts and
 * photos from the memory cache, and runs its inline scripts (the consent check) as a load does, without a
 * navigation for each cut.
 */
async function halfReadPage(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  const blocked: string[] = [];
  cdp.on('Network.loadingFailed', (e) => {
    if (e.blockedReason === 'inspector') blocked.push(e.requestId);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*/_next/static/*.js'] });
  await page.goto(url);
  return {
    parse: (html: string) =>
      page.evaluate(async (markup) => {
        document.open();
        document.write(markup);
        document.close();
        // The scrollbar's gutter kept on a desktop: a page cut short may not scroll, and the whole one does.
        document.documentElement.style.scrollbarGutter = 'stable';
        if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
      }, html),
    /** How many script files were held back so far. */
    blocked: () => blocked.length,
  };
}

// Cut points per page, evenly spread over the elements of its first screen: on a phone every one (47 to 68
// elements), on a desktop (100 to 200) a sample.
for (const [device, use, CUTS] of [
  ['a phone', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }, 80],
  ['a desktop', { viewport: { width: 1440, height: 900 } }, 30],
] as const) {
  test.describe(`a page painted half-read (${device}, first visit)`, () => {
    test.use({ ...use, storageState: { cookies: [], origins: [] } });

    for (const name of ['home', 'for-sale listing', 'property', 'project', 'contact'] as const) {
      test(`nothing already painted moves as the rest of the ${name} page arrives`, async ({ page }) => {
        // Up to 80 parses of the page, each up to a second on a busy 2-core machine: more than the default 60 s.
        test.slow();
        const url = await urlFor(page, name);
        const html = await (await page.request.get(url)).text();
        const { parse, blocked } = await halfReadPage(page, url);
        await parse(html);
        expect(blocked(), "the site's scripts held back").toBeGreaterThan(0);
        const whole = await layout(page);
        const tags = startTags(html);
        // The elements of the first screen (the consent dialog among them), as far as the HTML's tags and the DOM agree.
        const agree = tags.findIndex((t, i) => whole[i]?.tag !== t.tag);
        const firstScreen = whole.flatMap((e, i) => (e.box && e.box.y < use.viewport.height && (agree < 0 || i < agree) ? [i] : []));
        expect(firstScreen.length, 'elements on the first screen').toBeGreaterThan(20);
        const cuts = new Set(Array.from({ length: CUTS }, (_, k) => must(firstScreen[Math.floor((k * firstScreen.length) / CUTS)])));
        for (const cut of cuts) {
          const tag = must(tags[cut], `start tag #${cut}`);
          await parse(html.slice(0, tag.at));
          const moves = (await layout(page)).slice(0, cut).flatMap((e, i) => {
            const after = must(whole[i]).box;
            return e.box && after && (e.box.x !== after.x || e.box.y !== after.y) ? [{ tag: e.tag, i, before: e.box, after }] : [];
          });
          const score = shiftScore(
            moves.map((m) => [m.before, m.after]),
            use.viewport,
          );
          const moved = moves.map((m) => `<${m.tag.toLowerCase()}> #${m.i} at ${m.before.x},${m.before.y} then ${m.after.x},${m.after.y}`);
          expect(score, `layout shift when the page arrived cut before <${tag.tag.toLowerCase()}> #${cut}: ${moved.join('; ')}`).toBeLessThan(MAX_SHIFT);
        }
      });
    }
  });
}

/** The address of each measured page: a property and a project from their listings. */
async function urlFor(page: Page, name: 'home' | 'for-sale listing' | 'property' | 'project' | 'contact'): Promise<string> {
  if (name === 'home') return '/fr/';
  if (name === 'for-sale listing') return urlOf('/for-sale', 'fr');
  if (name === 'contact') return urlOf('/contact', 'fr');
  await page.goto(urlOf(name === 'property' ? '/for-sale' : '/projects', 'fr'));
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  expect(href, `a ${name} in its listing`).toBeTruthy();
  return href ?? '';
}
