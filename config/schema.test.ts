import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigDir, configCheckCommand } from '../lib/cli/config-check';
import { runCommand } from '../tests/support/cli';
import { moduleRelation } from './module-relation';
import { CONFIG_FILES, type ConfigFileName } from './schema';
import { flattenPages, validateSiteConfig } from './validate';

const dir = join(__dirname);
const read = (): Record<ConfigFileName, unknown> =>
  Object.fromEntries(Object.keys(CONFIG_FILES).map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))])) as Record<ConfigFileName, unknown>;

function problemsAfter(edit: (raw: Record<ConfigFileName, any>) => void): string[] {
  const raw = read() as Record<ConfigFileName, any>;
  edit(raw);
  return validateSiteConfig(raw).problems.map((p) => `${p.file}: ${p.path} ${p.message}`);
}

describe('the shipped site configuration', () => {
  const result = validateSiteConfig(read());
  const config = result.config!;

  it('validates', () => {
    expect(result.problems).toEqual([]);
  });

  it("has the agency's pages (home, listings, agency, contact, legal pages), all Published, with their modules", () => {
    const pages = new Map(flattenPages(config.pages.pages).map((e) => [e.fullPath, e.page]));
    for (const path of [
      '/',
      '/for-sale',
      '/for-rent',
      '/Biens-vendus',
      '/Notre-agence',
      '/Notre-agence/Temoignages',
      '/Notre-agence/Services',
      '/Notre-agence/Liens-utiles',
      '/contact',
      '/contact-demand',
      '/demand-register',
      '/Espagne',
      '/Cookie-policy',
      '/Disclaimer',
      '/Privacy',
    ])
      expect(pages.get(path)?.status, path).toBe('Published');
    expect(pages.get('/for-rent')!.params.title.fr).toBe('Louer');
    expect(pages.get('/Espagne')!.params.type).toBe('chromeless');
    const modules = new Map(config.modules.modules.map((m) => [m.id, m]));
    const kinds = (path: string) => pages.get(path)!.params.modules.map((id) => `${moduleRelation(modules.get(id)!).type}/${modules.get(id)!.view}`);
    expect(kinds('/')).toEqual(['property-list/list-view', 'category/slider-view', 'stats-view/single-view']);
    expect(kinds('/Notre-agence')).toEqual(['article/single-view', 'category/ons-team-view']);
    expect(kinds('/Espagne')).toEqual(['article/single-view']);
    expect(kinds('/contact')).toEqual(['contact/single-view']);
    expect(kinds('/demand-register')).toEqual(['contact/single-view']);
  });

  it('keeps the module limits: 4 properties on the home, 2 testimonials a row up to 40, 3 services a row up to 6', () => {
    const mod = (path: string) => {
      const page = flattenPages(config.pages.pages).find((e) => e.fullPath === path)!.page;
      return config.modules.modules.find((m) => m.id === page.params.modules[0])!;
    };
    expect(mod('/')).toMatchObject({ numberItemOfRow: 4, maxItems: 4 });
    expect(mod('/Notre-agence/Temoignages')).toMatchObject({ numberItemOfRow: 2, maxItems: 40 });
    expect(mod('/Notre-agence/Services')).toMatchObject({ view: 'news-view', numberItemOfRow: 3, maxItems: 6 });
  });

  it('maps every original path to a path in each language', () => {
    const forSale = config.paths.paths.find((p) => p.path === '/for-sale')!;
    expect(forSale.localized).toEqual({ en: '/for-sale', nl: '/te-koop', fr: '/a-vendre', de: '/zu-verkaufen' });
    expect(config.paths.paths.find((p) => p.path === '/property/[id]')!.localized.fr).toBe('/bien/[id]');
  });
});

describe('config validation reports the file, the JSON path and the reason', () => {
  it('a wrong type', () => {
    expect(problemsAfter((r) => (r['modules.json'].modules[0].numberItemOfRow = 'four'))).toEqual([
      'modules.json: $.modules[0].numberItemOfRow Invalid input: expected number, received string',
    ]);
  });
  it('a fact rule for an item the facts table does not have, or a malformed rule', () => {
    const lines = problemsAfter((r) => {
      r['site.json'].detail.facts.storeys = [{ field: 'goal', logic: 'equals', compareWithValue: 0 }];
      r['site.json'].detail.facts.floor[0].logic = 'bigger';
    });
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.includes('storeys'))).toMatch(/^site\.json: \$\.detail\.facts/);
    expect(lines.find((l) => l.includes('logic'))).toMatch(/^site\.json: \$\.detail\.facts\.floor\[0\]\.logic /);
  });
  it('a missing translation', () => {
    expect(problemsAfter((r) => delete r['pages.json'].pages[0].params.title.de)).toEqual([
      'pages.json: $.pages[0].params.title.de Invalid input: expected string, received undefined',
    ]);
  });
  it('a module kind without a component', () => {
    const lines = problemsAfter((r) => (r['modules.json'].modules[2].view = 'news-view'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^modules\.json: \$\.modules\[2\]\.view no component renders a stats-view module as news-view/);
  });
  it('a page that names a module that does not exist', () => {
    expect(problemsAfter((r) => r['pages.json'].pages[0].params.modules.push(999))).toEqual([
      'pages.json: $ page 1 "home" (/).params.modules[3] is 999, which is not a module in modules.json',
    ]);
  });
  it('a child whose parentId is not its parent', () => {
    const lines = problemsAfter((r) => (r['pages.json'].pages.find((p: any) => p.id === 5).childMenus[0].parentId = 1));
    expect(lines).toEqual(['pages.json: $.pages[4].childMenus[0].parentId must be 5, the id of its parent']);
  });
  it('a default language that is not enabled', () => {
    expect(problemsAfter((r) => (r['languages.json'].languages.find((l: any) => l.code === 'fr').use = false))).toEqual([
      'languages.json: $.default is fr, which is not an enabled language',
    ]);
  });
  it('a page without a path-table entry, and a menu entry that is not a page', () => {
    const lines = problemsAfter((r) => {
      r['paths.json'].paths = r['paths.json'].paths.filter((p: any) => p.path !== '/Disclaimer');
      r['menus.json'].main.push('/nowhere');
    });
    expect(lines).toContain('pages.json: $ page 14 "Disclaimer" (/Disclaimer).path has no entry in paths.json');
    expect(lines).toContain('menus.json: $.main[5] is /nowhere, which is not a page in pages.json');
  });
  it('a localized path that drops a parameter', () => {
    const lines = problemsAfter((r) => (r['paths.json'].paths.find((p: any) => p.path === '/property/[id]').localized.nl = '/pand'));
    expect(lines.some((l) => l.startsWith('paths.json: $.paths[') && l.endsWith('.localized.nl must keep the parameters of /property/[id]'))).toBe(true);
  });
});

function warningsAfter(edit: (raw: Record<ConfigFileName, any>) => void): string[] {
  const raw = read() as Record<ConfigFileName, any>;
  edit(raw);
  return validateSiteConfig(raw).warnings.map((p) => `${p.file}: ${p.path} ${p.message}`);
}

describe('keys the schemas do not know', () => {
  it('an unknown key is an error at its own JSON path, at any depth', () => {
    const lines = problemsAfter((r) => {
      r['modules.json'].modules[0].colour = 'red';
      r['site.json'].search.showSearchBox = true;
      r['pages.json'].pages[4].childMenus[0].params.banner = { type: 'image', search: true, layout: 'wide' };
    });
    expect(lines).toEqual([
      'modules.json: $.modules[0].colour is not a configuration key (see config/REFERENCE.md)',
      'pages.json: $.pages[4].childMenus[0].params.banner.layout is not a configuration key (see config/REFERENCE.md)',
      'site.json: $.search.showSearchBox is not a configuration key (see config/REFERENCE.md)',
    ]);
  });
  it('a key the specification lists but the site does not use is a warning, and the configuration stays valid', () => {
    const edit = (r: Record<ConfigFileName, any>) => {
      r['modules.json'].modules[1].isHasSubcategories = true;
      r['pages.json'].pages[4].childMenus[0].createDate = '2024-01-01';
      r['pages.json'].pages[0].params.css = '.x{}';
      r['site.json'].search.data = { countProperty: [10, 2] };
    };
    expect(problemsAfter(edit)).toEqual([]);
    const warnings = warningsAfter(edit);
    expect(warnings.map((w) => w.split(' is in the specification')[0])).toEqual([
      'modules.json: $.modules[1].isHasSubcategories',
      'pages.json: $.pages[0].params.css',
      'pages.json: $.pages[4].childMenus[0].createDate',
      'site.json: $.search.data',
    ]);
    expect(warnings[0]).toContain('the site does not use it, so it is ignored: a category module shows the articles of its own category only');
  });
  it('the shipped configuration has no warning', () => {
    expect(warningsAfter(() => {})).toEqual([]);
  });
});

describe('links in the configuration', () => {
  const LINK = 'must be an https:, http:, mailto: or tel: address';
  const WEB = 'must be an https: or http: address';

  it('refuses javascript:, data: and any other scheme where a link is meant, naming the scheme', () => {
    const lines = problemsAfter((r) => {
      r['paths.json'].paths[0].externalLink = 'javascript:alert(document.cookie)';
      r['pages.json'].pages[0].params.redirect = true;
      r['pages.json'].pages[0].params.redirectUrl = 'data:text/html,<script>alert(1)</script>';
      r['menus.json'].top[0].href = 'JavaScript:alert(1)';
      r['footer.json'].columns[0].links = [{ href: 'vbscript:msgbox(1)' }];
      r['site.json'].info.social = [{ name: 'X', url: 'file:///etc/passwd' }];
      r['site.json'].info.url = 'ftp://www.example.be';
      r['site.json'].detail.mobiscoreUrl = 'mailto:someone@example.org';
      r['site.json'].detail.renovationCalculators = { flanders: 'javascript:void(0)', brussels: { fr: 'data:,x' } };
      r['site.json'].map.tileUrl = 'javascript:{z}{x}{y}';
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        `paths.json: $.paths[0].externalLink ${WEB}, not javascript: (no other scheme is allowed in a link)`,
        `pages.json: $.pages[0].params.redirectUrl must be a path of the site such as /contact, or an https: or http: address, not data: (no other scheme is allowed in a link)`,
        `menus.json: $.top[0].href must be a path of the site such as /contact, or an https:, http:, mailto: or tel: address, not javascript: (no other scheme is allowed in a link)`,
        `footer.json: $.columns[0].links[0].href must be a path of the site such as /contact, or an https:, http:, mailto: or tel: address, not vbscript: (no other scheme is allowed in a link)`,
        `site.json: $.info.social[0].url ${WEB}, not file: (no other scheme is allowed in a link)`,
        `site.json: $.info.url ${WEB}, not ftp: (no other scheme is allowed in a link)`,
        `site.json: $.detail.mobiscoreUrl ${WEB}, not mailto: (no other scheme is allowed in a link)`,
        `site.json: $.map.tileUrl must be an https: or http: address (no other scheme is allowed)`,
      ]),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        `site.json: $.detail.renovationCalculators.flanders ${WEB}, not javascript: (no other scheme is allowed in a link)`,
        `site.json: $.detail.renovationCalculators.brussels.fr ${WEB}, not data: (no other scheme is allowed in a link)`,
      ]),
    );
    expect(lines).toHaveLength(10);
  });

  it('accepts https:, http:, mailto: and tel: links, and paths of the site where a path may stand', () => {
    expect(
      problemsAfter((r) => {
        r['paths.json'].paths[0].externalLink = 'http://project.example.be/';
        r['pages.json'].pages[0].params.redirect = true;
        r['pages.json'].pages[0].params.redirectUrl = '/contact';
        r['menus.json'].top = [{ href: 'mailto:info@example.be' }, { href: 'tel:+3226400000' }, { href: 'https://crm.example.be/login' }, { href: '/contact' }];
        r['site.json'].info.social = [{ name: 'Facebook', url: 'https://facebook.com/agency' }];
      }),
    ).toEqual([]);
  });

  it('refuses a redirect or a menu link to another host written without a scheme (//host)', () => {
    const lines = problemsAfter((r) => {
      r['pages.json'].pages[0].params.redirect = true;
      r['pages.json'].pages[0].params.redirectUrl = '//evil.example/';
      r['menus.json'].top[0].href = '//evil.example/';
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        `pages.json: $.pages[0].params.redirectUrl must be a path of the site such as /contact, or an https: or http: address (no other scheme is allowed in a link)`,
        `menus.json: $.top[0].href must be a path of the site such as /contact, or an ${LINK.slice('must be an '.length)} (no other scheme is allowed in a link)`,
      ]),
    );
  });

  it('npm run config:check fails on a javascript: link with one line naming the file, the key and the scheme', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'config-'));
    cpSync(dir, tmp, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    const paths = JSON.parse(readFileSync(join(dir, 'paths.json'), 'utf8'));
    paths.paths[0].externalLink = 'javascript:alert(1)';
    writeFileSync(join(tmp, 'paths.json'), JSON.stringify(paths));
    expect(checkConfigDir(tmp)).toEqual([`config/paths.json: $.paths[0].externalLink ${WEB}, not javascript: (no other scheme is allowed in a link)`]);
  });
});

describe('npm run config:check', () => {
  const run = (configDir: string) => spawnSync(process.execPath, ['--import', 'tsx', join(dir, '../lib/cli/config-check.ts'), configDir], { encoding: 'utf8' });
  const copy = (edit: (raw: Record<ConfigFileName, any>) => void) => {
    const tmp = mkdtempSync(join(tmpdir(), 'config-'));
    const raw = read() as Record<ConfigFileName, any>;
    edit(raw);
    for (const [file, json] of Object.entries(raw)) writeFileSync(join(tmp, file), JSON.stringify(json, null, 2));
    return tmp;
  };
  it('prints a warning for a key of the specification the site ignores and succeeds', () => {
    const r = run(copy((raw) => (raw['modules.json'].modules[0].isHasSubcategories = false)));
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^warning: config\/modules\.json: \$\.modules\[0\]\.isHasSubcategories is in the specification but the site does not use it/m);
  });
  // In the test's process (tests/support/cli.ts): the run above is the command as a process of its own.
  it('prints an error for an unknown key and fails', async () => {
    const r = await runCommand(configCheckCommand, [copy((raw) => (raw['footer.json'].columns[0].title.visible = true))]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe('config/footer.json: $.columns[0].title.visible is not a configuration key (see config/REFERENCE.md)');
  });

  it('passes on the shipped config', () => {
    expect(checkConfigDir(dir)).toEqual([]);
  });
  it('names the line and column of a JSON syntax error', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'config-'));
    cpSync(dir, tmp, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    writeFileSync(join(tmp, 'languages.json'), '{\n  "default": "fr",\n  "languages": [ { "code": "fr", "use": maybe } ]\n}\n');
    expect(checkConfigDir(tmp)).toEqual([expect.stringMatching(/^config\/languages\.json: \$ is not valid JSON \(line 3, column 41\)/)]);
  });
});
