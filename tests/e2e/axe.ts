import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core as the browser tests run it. `axe.run` in the page (the builder's legacy mode) rather than a run in each
 * frame finished in a new blank page: the site's pages hold same-origin frames only (the map) until a visitor
 * opens a third party's player, and `axe.run` checks those; half the time of a check. Only the violations are
 * gathered with all their elements (`resultTypes`), the other result types with one element per rule.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

const FAILING_IMPACTS = ['moderate', 'serious', 'critical'];

/**
 * The page's violations of WCAG 2.1 A/AA and axe's best practices that fail a test, one readable line per element:
 * serious and critical ones, and moderate ones too, which Lighthouse's accessibility score counts (heading-order,
 * for one).
 */
export async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`));
}
