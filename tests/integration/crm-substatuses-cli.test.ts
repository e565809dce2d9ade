/**
 * `npm run sync -- --substatuses` as staff run it (tsx, in a process of its own) against the local stand-in of the
 * CRM: one line per substatus with its names, ShowOnWeb, HasMarquee and the state site.json crm.substatuses gives.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '../support/cli';
import { CREDENTIALS, OmnicasaStandIn, standInEnv } from '../support/omnicasa-server';

describe('npm run sync -- --substatuses', () => {
  const crm = new OmnicasaStandIn().seed(1);
  afterAll(() => crm.stop());

  it('prints each substatus of the CRM with its names, ShowOnWeb, HasMarquee and the state the mapping gives', { timeout: 120_000 }, async () => {
    const url = await crm.start();
    const r = await runScript('lib/cli/sync.ts', ['--substatuses'], standInEnv(url), { timeout: 110_000 });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'sync: substatus 6: fr "Vendu", nl "Verkocht", en "Sold", de "Verkauft"; ShowOnWeb yes; HasMarquee yes (marquee "Verkocht"); state: sold (site.json crm.substatuses)',
    );
    expect(r.stdout).toMatch(/sync: substatus 2: fr "Sous offre", nl "Onder bod", .*; state: available \(not in crm\.substatuses\)/);
    expect(r.stdout + r.stderr).not.toContain(CREDENTIALS.password);
  });
});
