/**
 * languages.json `languages[].code`: each entry's code names the language its `use` switches, and so the
 * prefix /{code}/ the site serves (lib/i18n/routing), the languages a feed record, an owner and a form may be in.
 */
import { describe, expect, it } from 'vitest';
import { enabledLanguages } from './languages';
import { rawConfig } from './test-config';
import { validateSiteConfig } from './validate';

const languagesAfter = (edit: (languages: { code: string; use: boolean }[]) => void) => {
  const r = rawConfig();
  edit(r['languages.json'].languages);
  return validateSiteConfig(r);
};

describe('languages[].code', () => {
  it('the shipped file serves the four languages', () => {
    expect(enabledLanguages(languagesAfter(() => {}).config!.languages)).toEqual(['fr', 'nl', 'en', 'de']);
  });

  it('the code says which language an entry switches off', () => {
    const result = languagesAfter((ls) => (ls.find((l) => l.code === 'de')!.use = false));
    expect(enabledLanguages(result.config!.languages)).toEqual(['fr', 'nl', 'en']);
  });

  it('the site serves the languages in the order of their codes in the file', () => {
    const result = languagesAfter((ls) => ls.reverse());
    expect(enabledLanguages(result.config!.languages)).toEqual(['de', 'en', 'nl', 'fr']);
  });

  it('a code the product does not have, or one listed twice, is refused', () => {
    expect(
      languagesAfter((ls) => (ls[3]!.code = 'es'))
        .problems.map((p) => p.path)
        .join(),
    ).toMatch(/languages/);
    expect(languagesAfter((ls) => (ls[3]!.code = 'en')).problems).toContainEqual(
      expect.objectContaining({ file: 'languages.json', message: 'lists en twice' }),
    );
  });
});
