/**
 * Screenshots of pages at phone and desktop widths, for looking at the site as a visitor would:
 * `npx tsx scripts/screenshots.ts [BASE_URL] [OUT_DIR] [path …]` (default http://127.0.0.1:3000, .data/screenshots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/chromium';

const [base = 'http://127.0.0.1:3000', out = '.data/screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/fr/', '/en/our-agency/', '/nl/te-koop/', '/de/unsere-agentur/referenzen/', '/fr/espagne/', '/en/nothing-here/'];
const widths = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  for (const w of widths) {
    const page = await browser.newPage({ viewport: { width: w.width, height: w.height }, deviceScaleFactor: 1 });
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${w.name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await page.close();
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
