/**
 * `npm run bench:weight -- --url http://127.0.0.1:3000 [--lang fr]`: each public page's HTML (as sent and
 * gzip-compressed, and the part of it that is React's inline data, `self.__next_f.push`), and the JavaScript
 * and CSS it loads first, gzip-compressed as a browser receives them, from the script and stylesheet
 * tags of the page's HTML on a site already running. The `nomodule` polyfills are shown apart: a modern
 * browser does not download them. So is a print-only stylesheet (media="print"): it is fetched at low
 * priority and does not hold the first paint; the CSS column is what the first paint waits for. A chunk a page imports later (a form's validation on first use, the
 * carousel of a page that shows one) is not counted: it is not first-load code. See tests/bench/README.md.
 */
import { gzipSync } from 'node:zlib';
import { urlOf, type Locale } from '../support/paths';
import { textArg } from './site';

const BASE = textArg('url', 'http://127.0.0.1:3000').replace(/\/+$/, '');
const LANG = textArg('lang', 'fr') as Locale;

const localized = (original: string) => urlOf(original, LANG);

const text = async (url: string) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
};
const gzipKb = async (url: string) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length / 1024;
const kb = (text: string) => Buffer.byteLength(text) / 1024;
/** The inline scripts that hand React the page's data (the RSC payload), as they stand in the HTML. */
const inlineData = (html: string) => (html.match(/<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g) ?? []).join('');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/** The first link of `pattern` on the page at `path` (a property or project of the listing). */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await text(`${BASE}${path}`));
  if (!found) throw new Error(`no link matching ${pattern} on ${path}`);
  return found[0].slice('href="'.length);
}

async function main() {
  const listing = localized('/for-sale');
  const pages: [string, string][] = [
    ['home', `/${LANG}/`],
    ['listing', listing],
    ['filtered', `${listing}?type=2&zone=brussels&sort=price-asc`],
    ['property', await firstLink(listing, new RegExp(`href="${localized('/property/[id]').replace('[id]', '\\d+')}`))],
    ['rental', await firstLink(localized('/for-rent'), new RegExp(`href="${localized('/property/[id]').replace('[id]', '\\d+')}`))],
    ['project', await firstLink(localized('/projects'), new RegExp(`href="${localized('/project/[id]').replace('[id]', '\\d+')}`))],
    ['contact', localized('/contact')],
    ['login', localized('/login')],
    ['privacy', localized('/Privacy')],
  ];
  console.log(`page        HTML (KB)  gzip  inline data (KB)  JS (KB gzip)  + nomodule   CSS (KB gzip)  + print  path`);
  for (const [name, path] of pages) {
    const html = await text(`${BASE}${path}`);
    let js = 0;
    let legacy = 0;
    for (const tag of new Set(html.match(/<script[^>]+src="[^"]+"[^>]*>/g) ?? [])) {
      const kb = await gzipKb(new URL(attr(tag, 'src')!, BASE).href);
      if (/\bnomodule\b/i.test(tag)) legacy += kb;
      else js += kb;
    }
    let css = 0;
    let print = 0;
    for (const tag of new Set(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [])) {
      const size = await gzipKb(new URL(attr(tag, 'href')!, BASE).href);
      if (attr(tag, 'media') === 'print') print += size;
      else css += size;
    }
    const page = `${kb(html).toFixed(1).padStart(9)} ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(1).padStart(5)} ${kb(inlineData(html)).toFixed(1).padStart(17)}`;
    console.log(
      `${name.padEnd(11)} ${page} ${js.toFixed(1).padStart(12)} ${legacy.toFixed(1).padStart(10)} ${css.toFixed(1).padStart(15)} ${print.toFixed(1).padStart(8)}  ${path}`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
