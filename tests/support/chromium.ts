/**
 * Debian's Chromium, as every tool of the project starts it (browsers cannot be downloaded on these
 * machines): the Lighthouse benchmark and the screenshot script run the full browser (a visitor's Chromium).
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run Debian's chromium-headless-shell: the headless-only build of the same Chromium that
 * Playwright itself runs for headless tests. A page load in a fresh context costs it about a third of the full
 * browser's CPU (0.24 s against 0.8 s here), and the browser tests are most of the test run's CPU.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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
