/**
 * The renovation obligations of site.json: `config:check` refuses one without its day and source, or with a label
 * that is not on its region's scale; the shipped one is the Flemish rule, which the property page states with the
 * last day counted from today (components/property/FactsTable.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config';
import { renovationDue } from '@/lib/domain/energy';
import { rawConfig, type RawConfig } from './test-config';
import { formatProblem, validateSiteConfig } from './validate';

type Rule = RawConfig['site.json']['renovationObligations'][number];

/** The problems of the shipped configuration after `edit` of its first renovation obligation (one line each). */
function problemsAfter(edit: (rule: Rule) => void): string[] {
  const raw = rawConfig();
  edit(raw['site.json'].renovationObligations[0]);
  return validateSiteConfig(raw).problems.map(formatProblem);
}

describe('config:check on the renovation obligations', () => {
  it('accepts the shipped rule: a Flemish home bought from 2023 with label E or F reaches D within 5 years', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
    const [rule] = siteConfig.site.renovationObligations;
    expect(rule).toMatchObject({ from: '2023-01-01', region: 'flanders', labels: ['e', 'f'], target: 'd', withinYears: 5 });
    expect(rule?.source).toMatch(/^https:\/\/www\.vlaanderen\.be\//);
  });

  it('refuses a rule without the day it takes effect (from) or without its source', () => {
    expect(problemsAfter((r) => delete (r as Partial<Rule>).from)).toEqual([expect.stringMatching(/\$\.renovationObligations\[0\]\.from /)]);
    expect(problemsAfter((r) => delete (r as Partial<Rule>).source)).toEqual([expect.stringMatching(/\$\.renovationObligations\[0\]\.source /)]);
  });

  it("refuses a label or a target that is not on the region's scale, and a number of years that is not whole", () => {
    expect(problemsAfter((r) => (r.labels = ['e', 'g']))).toEqual([expect.stringMatching(/renovationObligations\[0\]\.labels\[1\].*flanders scale/)]);
    expect(problemsAfter((r) => (r.target = 'e_plus'))).toEqual([expect.stringMatching(/renovationObligations\[0\]\.target.*flanders scale/)]);
    expect(problemsAfter((r) => (r.withinYears = 4.5))).toEqual([expect.stringMatching(/renovationObligations\[0\]\.withinYears/)]);
  });

  it('a region takes the rule in force on the day of the deed', () => {
    const rules = siteConfig.site.renovationObligations;
    expect(renovationDue('e', 'flanders', '2026-11-27', rules)?.deadline).toBe('2031-11-27');
    expect(renovationDue('e', 'flanders', '2022-12-31', rules)).toBeNull();
    expect(renovationDue('e', 'wallonia', '2026-11-27', rules)).toBeNull();
  });
});
