import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/config';
import { leadRequest } from './leads';

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
