/**
 * pages.json `pages[].name`: the name staff know a page by. `config:check` names the page with it in every
 * problem of that page, so a renamed page is reported under its new name.
 */
import { describe, expect, it } from 'vitest';
import { rawConfig } from './test-config';
import { formatProblem, validateSiteConfig } from './validate';

describe('pages[].name in the problems config:check reports', () => {
  const withMissingModule = (name: string) => {
    const r = rawConfig();
    const page = r['pages.json'].pages.find((p: { name: string }) => p.name === 'contact');
    page.name = name;
    page.params.modules = [...page.params.modules, 987654];
    return validateSiteConfig(r).problems.map(formatProblem);
  };

  it('names the page by its name', () => {
    const problems = withMissingModule('contact');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^config\/pages\.json: \$ page \d+ "contact" \(\/contact\)\.params\.modules\[\d+\] is 987654, which is not a module in modules\.json$/,
    );
  });

  it('a renamed page is reported under its new name', () => {
    expect(withMissingModule('Contactez-nous')[0]).toContain('"Contactez-nous"');
  });
});
