/**
 * pages.json `sort` and `modifyDate`: here a test configuration, the shipped one with the agency's first
 * two child pages swapped (Services sorted before Temoignages), the Services page changed on 2020-01-02, and
 * an outside site for the projects (paths.json externalLink).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./index', async () =>
  (await import('./test-config')).configIndexAfter((raw) => {
    const agency = raw['pages.json'].pages.find((p: { path: string }) => p.path === 'Notre-agence');
    const child = (path: string) => agency.childMenus.find((c: { path: string }) => c.path === path);
    child('Temoignages').sort = 6;
    child('Services').sort = 5;
    child('Services').modifyDate = '2020-01-02';
    raw['paths.json'].paths.find((p: { path: string }) => p.path === '/project/[id]').externalLink = 'https://projects.agency.example/';
  }),
);

const { mainMenu, pageModified, projectExternalLink } = await import('./pages');
type Child = { path: string; sort: number; modifyDate: string };
const shipped: Child[] = JSON.parse(readFileSync(join(__dirname, 'pages.json'), 'utf8')).pages.find(
  (p: { path: string }) => p.path === 'Notre-agence',
).childMenus;

describe('a child page', () => {
  it("takes its place in its parent's sub menu by sort (smallest first)", () => {
    expect(shipped.map((c) => [c.path, c.sort])).toEqual([
      ['Temoignages', 5],
      ['Services', 6],
      ['Liens-utiles', 7],
    ]);
    const agency = mainMenu('fr').find((i) => i.href === '/Notre-agence')!;
    expect(agency.children.map((c) => c.href)).toEqual(['/Notre-agence/Services', '/Notre-agence/Temoignages', '/Notre-agence/Liens-utiles']);
  });
  it('has its modifyDate as the lastModified of its sitemap entries', () => {
    expect(shipped.find((c) => c.path === 'Services')!.modifyDate).not.toBe('2020-01-02');
    expect(pageModified('/Notre-agence/Services')).toEqual(new Date('2020-01-02'));
    expect(pageModified('/Notre-agence/Temoignages')).toEqual(new Date(shipped.find((c) => c.path === 'Temoignages')!.modifyDate));
  });
});

describe('a project page', () => {
  it('links to the externalLink of the path table (none in the shipped configuration)', () => {
    const paths: { path: string; externalLink: string | null }[] = JSON.parse(readFileSync(join(__dirname, 'paths.json'), 'utf8')).paths;
    expect(paths.find((p) => p.path === '/project/[id]')!.externalLink).toBeNull();
    expect(projectExternalLink(701)).toBe('https://projects.agency.example/');
  });
});
