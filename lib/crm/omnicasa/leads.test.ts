import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/config';
import { OmnicasaClient } from './client';
import { fitQuery, leadRequest, MAX_QUERY_CHARS } from './leads';

const configured = { ...siteConfig.site.crm.leads };
afterEach(() => {
  siteConfig.site.crm.leads.sourceId = configured.sourceId;
  siteConfig.site.crm.leads.siteId = configured.siteId;
});

const contact = () =>
  leadRequest(
    'contact-me',
    { firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be' },
    { lang: 'nl', subject: { kind: 'property', id: 101, reference: 'MH-101' } },
  );

describe('a lead names its source and the site as site.json says', () => {
  it('sends crm.leads.sourceId as SourceId, and no SiteId while crm.leads.siteId is not set', () => {
    siteConfig.site.crm.leads.sourceId = 5;
    siteConfig.site.crm.leads.siteId = undefined;
    expect(contact()?.request).toMatchObject({ SourceId: 5 });
    expect(contact()?.request).not.toHaveProperty('SiteId');
  });

  it('follows a change of crm.leads.sourceId and crm.leads.siteId', () => {
    siteConfig.site.crm.leads.sourceId = 12;
    siteConfig.site.crm.leads.siteId = 3;
    expect(contact()?.request).toMatchObject({ SourceId: 12, SiteId: 3 });
  });
});

describe('a demand’s postcodes in the query string', () => {
  const client = new OmnicasaClient({ url: 'https://crm.example/1.12/OmnicasaService.svc', customer: 'agency', password: 'secret' });
  const demand = (zips: number) => ({
    Email: 'ann@example.be',
    Zips: Array.from({ length: zips }, (_, i) => String(1500 + i)).join(','),
    Comment: 'Zones: flanders\nLooking for a garden.',
  });

  it('keeps the Zips that fit, with the whole comment', () => {
    const sent = fitQuery(client, 'DemandRegister', demand(20));
    expect(sent).toEqual(demand(20));
  });

  it('leaves out Zips that cannot fit; the comment still names the regions', () => {
    const sent = fitQuery(client, 'DemandRegister', demand(400));
    expect(sent).not.toHaveProperty('Zips');
    expect(sent.Comment).toBe('Zones: flanders\nLooking for a garden.');
    expect(client.queryLength('DemandRegister', sent)).toBeLessThanOrEqual(MAX_QUERY_CHARS);
  });
});
