import { describe, expect, it } from 'vitest';
import { applySiteConfig, bundledSiteConfig, getSiteConfig, onSiteConfigChange, siteConfig, siteConfigVersion } from './index';
import { findPublishedPage, isListingPath } from './pages';
import { routing } from '@/lib/i18n/routing';
import type { SiteConfig } from './validate';

/** The bundled configuration with the for-sale page renamed and moved in Dutch. */
function edited(): SiteConfig {
  const c = structuredClone(bundledSiteConfig());
  c.pages.pages.find((p) => p.path === 'for-sale')!.params.title.en = 'Homes for sale now';
  c.paths.paths.find((p) => p.path === '/for-sale')!.localized.nl = '/te-koop-nu';
  return c;
}

describe('a published configuration in use', () => {
  it('is what siteConfig, the page look-ups and the routing read from then on, and the bundled one comes back with version 0', () => {
    const pathnames = routing.pathnames as Record<string, Record<string, string>>;
    expect(pathnames['/for-sale']?.nl).toBe('/te-koop');
    applySiteConfig(edited(), 3);
    expect(siteConfigVersion()).toBe(3);
    expect(siteConfig.pages).toBe(getSiteConfig().pages);
    expect(findPublishedPage('/for-sale')?.params.title.en).toBe('Homes for sale now');
    expect(isListingPath('/for-sale')).toBe(true);
    // next-intl keeps a reference to this object: it is refilled, not replaced.
    expect((routing.pathnames as Record<string, Record<string, string>>)['/for-sale']?.nl).toBe('/te-koop-nu');
    applySiteConfig(bundledSiteConfig(), 0);
    expect(siteConfigVersion()).toBe(0);
    expect(findPublishedPage('/for-sale')?.params.title.en).toBe('For sale');
    expect(pathnames['/for-sale']?.nl).toBe('/te-koop');
  });

  it('is not taken when a table cannot be derived from it: the last good one stays everywhere', () => {
    let fail = false;
    onSiteConfigChange(() => {
      if (fail) throw new Error('cannot derive');
    });
    fail = true;
    expect(() => applySiteConfig(edited(), 4)).toThrow('cannot derive');
    fail = false;
    expect(siteConfigVersion()).toBe(0);
    expect(findPublishedPage('/for-sale')?.params.title.en).toBe('For sale');
  });
});
