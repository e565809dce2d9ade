/**
 * `npx tsx tests/bench/lead-photos.ts --url http://127.0.0.1:3000 [--lang fr]`: on a site already running, the
 * resize Chromium takes for the photo of each page's largest paint on Lighthouse's phone (412 × 823 CSS pixels at
 * 1.75 device pixels per CSS pixel): the home banner, the listing's first card and a property's and a project's
 * first gallery photo; its width (`w`), its bytes as sent, and the width the layout gives it beside what
 * `sizes` says. Then, at a range of window widths, every photo of those pages whose `sizes` says less than the
 * width it is laid out at (the browser would take a resize too narrow to be sharp). See tests/bench/README.md.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium';
import { urlOf, type Locale } from '../support/paths';
import { textArg } from './site';

const BASE = textArg('url', 'http://127.0.0.1:3000').replace(/\/+$/, '');
const LANG = textArg('lang', 'fr') as Locale;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const WIDTHS = [360, 412, 576, 767, 768, 960, 961, 1100, 1279, 1280, 1440, 1920];

/** The first link on the page at `path` to a page of `route` (a property or a project of a listing). */
async function firstLink(path: string, route: '/property/[id]' | '/project/[id]'): Promise<string> {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const found = new RegExp(`href="(${urlOf(route, LANG).replace('[id]', '\\d+')}[^"]*)"`).exec(html);
  if (!found?.[1]) throw new Error(`no link to ${route} on ${path}`);
  return found[1];
}

/** The width in CSS pixels that the `sizes` of `img` gives at the page's current window (the browser's own media queries and lengths). */
const sizesWidth = (img: HTMLImageElement): number => {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  const text = img.sizes;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      entries.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  entries.push(text.slice(start).trim());
  for (const entry of entries) {
    const media = /^(\([^()]*\))\s+(.+)$/.exec(entry);
    if (media && !matchMedia(media[1]!).matches) continue;
    const probe = document.createElement('div');
    probe.style.cssText = `position:absolute;visibility:hidden;height:0;width:${media ? media[2] : entry}`;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  }
  return Number.NaN;
};

type Measured = Window & { sizesWidth: (img: HTMLImageElement) => number };

/** A context whose pages know sizesWidth (given as text: it runs in the browser, not here). */
async function measuring(context: BrowserContext): Promise<BrowserContext> {
  // tsx names functions with a helper of its own, which the page lacks.
  await context.addInitScript({ content: `self.__name = self.__name || ((f) => f); self.sizesWidth = ${sizesWidth.toString()};` });
  return context;
}

/** The page's first photo in its main content (the one it preloads): the resize taken, its bytes, its laid-out and `sizes` widths. */
async function leadPhoto(page: Page) {
  const img = page.getByRole('main').locator('img').first();
  await img.evaluate((el: HTMLImageElement) => el.decode().catch(() => undefined));
  return img.evaluate((el: HTMLImageElement) => {
    const url = el.currentSrc;
    const entry = performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined;
    return {
      w: new URL(url).searchParams.get('w'),
      bytes: entry?.encodedBodySize ?? 0,
      laidOut: Math.round(el.getBoundingClientRect().width),
      sizes: Math.round((window as unknown as Measured).sizesWidth(el)),
      type: (entry as PerformanceResourceTiming & { contentType?: string })?.contentType ?? '',
    };
  });
}

/** The photos of the page (with a `sizes`) whose `sizes` says less than the width they are laid out at. */
async function understated(page: Page) {
  return page.locator('img[sizes]').evaluateAll((imgs: HTMLImageElement[]) => {
    const { sizesWidth } = window as unknown as Measured;
    return imgs
      .map((el) => ({ src: new URL(el.src, location.href).searchParams.get('src') ?? el.src, laidOut: el.getBoundingClientRect().width, says: sizesWidth(el) }))
      .filter(({ laidOut, says }) => laidOut > 0 && says < laidOut - 1)
      .map(({ src, laidOut, says }) => `${src}: laid out ${Math.round(laidOut)}, sizes ${Math.round(says)}`);
  });
}

async function main() {
  const listing = urlOf('/for-sale', LANG);
  const pages: [string, string][] = [
    ['home', `/${LANG}/`],
    ['listing', listing],
    ['property', await firstLink(listing, '/property/[id]')],
    ['project', await firstLink(urlOf('/projects', LANG), '/project/[id]')],
  ];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    console.log(`Lighthouse's phone: 412 × 823 at 1.75 (${412 * 1.75} device pixels across)`);
    console.log('page      w     bytes   type        laid out  sizes  path');
    for (const [name, path] of pages) {
      // A fresh context per page: nothing in the browser's cache.
      const context = await measuring(await browser.newContext(PHONE));
      const page = await context.newPage();
      await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
      const photo = await leadPhoto(page);
      console.log(
        `${name.padEnd(9)} ${String(photo.w).padEnd(5)} ${String(photo.bytes).padStart(6)}  ${photo.type.padEnd(11)} ${String(photo.laidOut).padStart(8)}  ${String(photo.sizes).padStart(5)}  ${path}`,
      );
      await context.close();
    }
    console.log('\nphotos whose sizes says less than their laid-out width, by window width:');
    const context = await measuring(await browser.newContext());
    const page = await context.newPage();
    let found = 0;
    for (const [name, path] of pages)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
        for (const line of await understated(page)) {
          found++;
          console.log(`  ${name} at ${width}: ${line}`);
        }
      }
    console.log(found ? `${found} found` : '  none');
    await context.close();
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
