/** For tests: the shipped configuration files as parsed JSON, to change and validate as staff would. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILES, type ConfigFileName } from './schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the JSON freely before validating it
export type RawConfig = Record<ConfigFileName, any>;

export const rawConfig = (): RawConfig =>
  Object.fromEntries(Object.keys(CONFIG_FILES).map((f) => [f, JSON.parse(readFileSync(join(__dirname, f), 'utf8'))])) as RawConfig;

/**
 * What a test's `vi.mock('./index', …)` returns: the shipped configuration after `edit`, validated, as the
 * site's modules read it (`siteConfig`, and a change listener that never fires).
 */
export async function configIndexAfter(edit: (raw: RawConfig) => void) {
  const { validateSiteConfig } = await import('./validate');
  const raw = rawConfig();
  edit(raw);
  const result = validateSiteConfig(raw);
  if (!result.config) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return { siteConfig: result.config, onSiteConfigChange: () => undefined };
}
