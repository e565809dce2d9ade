/**
 * Debian's Chromium, as every tool of the project starts it (browsers cannot be downloaded on these
 * machines): the browser tests, the Lighthouse benchmark and the screenshot script.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags chromium needs on these machines: headless, no sandbox or GPU, a small /dev/shm, and nothing fetched in the background. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
