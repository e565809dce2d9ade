/**
 * No dead switch: every key of config/REFERENCE.md (generated from config/schema.ts) names the
 * test that shows its effect: a test that sets the key (two ways for a switch) and sees the page, its
 * metadata, the sitemap or the rendered part change. A key added to a schema without an entry here fails
 * this test; so does an entry whose test file is gone or no longer mentions the key.
 *
 * A key that only groups others (`info`, `modules[].col`, `pages[].params.banner` …) has no effect of its
 * own: its children are listed instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { REFERENCE_FILE } from '../lib/cli/config-reference';

const ROOT = join(__dirname, '..');

const PAGE = 'components/layout/pageView.test.ts';
const BANNER = 'components/layout/bannerMedia.test.ts';
const FRAME = 'components/modules/ModuleFrame.test.ts';
const FOOTER = 'components/layout/footerParts.test.ts';
const LINKS = 'components/layout/publishedLinks.test.ts';
const CONSENT = 'lib/domain/consent.test.ts';
const MAP = 'components/search/mapSetup.test.ts';
const HOME_SEARCH = 'components/search/HomeSearch.test.ts';
const BANNER_SEARCH = 'components/layout/bannerSearch.test.ts';
const PURCHASE = 'lib/domain/purchase-cost.test.ts';
const PURCHASE_CONFIG = 'config/purchase-cost.test.ts';

/** `file key` → the test that shows the key's effect. */
export const KEY_EFFECT_TESTS: Record<string, string> = {
  'languages.json default': 'tests/e2e/languages.spec.ts',
  'languages.json languages[].code': 'config/languages.test.ts',
  'languages.json languages[].use': 'config/schema.test.ts',

  'paths.json paths[].path': 'tests/e2e/paths.spec.ts',
  'paths.json paths[].localized': 'tests/e2e/paths.spec.ts',
  'paths.json paths[].breadcrumb[].name': 'tests/e2e/seo.spec.ts',
  'paths.json paths[].breadcrumb[].path': 'tests/e2e/seo.spec.ts',
  'paths.json paths[].externalLink': 'config/menu-order.test.ts',

  'modules.json modules[].id': FRAME,
  'modules.json modules[].maxItems': 'tests/integration/foundation.test.ts',
  'modules.json modules[].title': FRAME,
  'modules.json modules[].description': FRAME,
  'modules.json modules[].titleSize': FRAME,
  'modules.json modules[].position': FRAME,
  'modules.json modules[].span': FRAME,
  'modules.json modules[].col.sm': FRAME,
  'modules.json modules[].col.md': FRAME,
  'modules.json modules[].col.lg': FRAME,
  'modules.json modules[].sort': FRAME,
  'modules.json modules[].view': FRAME,
  'modules.json modules[].class': FRAME,
  'modules.json modules[].background.type': FRAME,
  'modules.json modules[].background.color': FRAME,
  'modules.json modules[].image': FRAME,
  'modules.json modules[].images': FRAME,
  'modules.json modules[].relations[].type': FRAME,
  'modules.json modules[].relations[].id': FRAME,
  'modules.json modules[].status': FRAME,
  'modules.json modules[].numberItemOfRow': FRAME,

  'pages.json pages[].id': 'config/schema.test.ts',
  'pages.json pages[].name': 'config/validate.test.ts',
  'pages.json pages[].parentId': 'config/schema.test.ts',
  'pages.json pages[].path': 'config/pages.test.ts',
  'pages.json pages[].status': 'config/pages.test.ts',
  'pages.json pages[].childMenus': 'config/pages.test.ts',
  'pages.json pages[].sort': 'config/menu-order.test.ts',
  'pages.json pages[].modifyDate': 'config/menu-order.test.ts',
  'pages.json pages[].params.title': PAGE,
  'pages.json pages[].params.description': PAGE,
  'pages.json pages[].params.metadata': PAGE,
  'pages.json pages[].params.seo': PAGE,
  'pages.json pages[].params.image': PAGE,
  'pages.json pages[].params.logo': 'components/layout/logo.test.ts',
  'pages.json pages[].params.modules': FRAME,
  'pages.json pages[].params.subMenu': PAGE,
  'pages.json pages[].params.content': PAGE,
  'pages.json pages[].params.type': PAGE,
  'pages.json pages[].params.redirect': PAGE,
  'pages.json pages[].params.redirectUrl': PAGE,
  'pages.json pages[].params.breadcrumb.show': PAGE,
  'pages.json pages[].params.banner.type': BANNER,
  'pages.json pages[].params.banner.images': BANNER,
  'pages.json pages[].params.banner.video': BANNER,
  'pages.json pages[].params.banner.color': BANNER,
  'pages.json pages[].params.banner.search': BANNER_SEARCH,
  'pages.json pages[].params.banner.title': BANNER,
  'pages.json pages[].params.banner.subtitle': BANNER,

  'menus.json main': 'config/pages.test.ts',
  'menus.json top[].href': LINKS,
  'menus.json top[].label': LINKS,
  'menus.json top[].status': LINKS,

  'footer.json columns[].title.text': FOOTER,
  'footer.json columns[].title.public': FOOTER,
  'footer.json columns[].intro.text': FOOTER,
  'footer.json columns[].intro.public': FOOTER,
  'footer.json columns[].fullText.text': FOOTER,
  'footer.json columns[].fullText.public': FOOTER,
  'footer.json columns[].images[].src': FOOTER,
  'footer.json columns[].images[].alt': FOOTER,
  'footer.json columns[].images[].public': FOOTER,
  'footer.json columns[].links[].href': LINKS,
  'footer.json columns[].links[].label': LINKS,
  'footer.json columns[].links[].status': LINKS,
  'footer.json copyright': 'tests/e2e/paths.spec.ts',

  'site.json info.name': 'lib/seo/jsonld.test.ts',
  'site.json info.url': 'lib/seo/jsonld.test.ts',
  'site.json info.logo': 'components/layout/logo.test.ts',
  'site.json info.analyticsId': CONSENT,
  'site.json info.adsId': CONSENT,
  'site.json info.tagManagerId': CONSENT,
  'site.json info.pixelId': CONSENT,
  'site.json info.offices[].name': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].street': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].houseNumber': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].zip': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].city': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].countryId': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].phone': 'lib/seo/jsonld.test.ts',
  'site.json info.offices[].email': 'lib/seo/jsonld.test.ts',
  'site.json info.social[].name': 'lib/seo/jsonld.test.ts',
  'site.json info.social[].url': 'lib/seo/jsonld.test.ts',
  'site.json info.figures.yearsOfExperience': 'components/modules/statsItems.test.ts',
  'site.json info.figures.happyClients': 'components/modules/statsItems.test.ts',
  'site.json search.showSearchInput': BANNER_SEARCH,
  'site.json search.showSearchButton': BANNER_SEARCH,
  'site.json search.showSearchCount': HOME_SEARCH,
  'site.json search.showCountProperty': HOME_SEARCH,
  'site.json display.topBarShow': LINKS,
  'site.json map.tileUrl': MAP,
  'site.json map.attribution': MAP,
  'site.json map.center': MAP,
  'site.json map.zoom': MAP,
  'site.json detail.blocks': 'config/detail.test.ts',
  'site.json detail.facts': 'components/property/factGroups.test.ts',
  'site.json detail.mobiscoreUrl': 'tests/e2e/detail.spec.ts',
  'site.json detail.renovationCalculators': 'components/property/renovation.test.ts',
  'site.json renovationObligations[].from': 'config/renovation.test.ts',
  'site.json renovationObligations[].source': 'config/renovation.test.ts',
  'site.json renovationObligations[].region': 'config/renovation.test.ts',
  'site.json renovationObligations[].labels': 'config/renovation.test.ts',
  'site.json renovationObligations[].target': 'config/renovation.test.ts',
  'site.json renovationObligations[].withinYears': 'config/renovation.test.ts',
  'site.json purchaseCost.taxes[].from': PURCHASE_CONFIG,
  'site.json purchaseCost.taxes[].source': PURCHASE_CONFIG,
  'site.json purchaseCost.taxes[].region': PURCHASE,
  'site.json purchaseCost.taxes[].situation': PURCHASE,
  'site.json purchaseCost.taxes[].rate': PURCHASE,
  'site.json purchaseCost.taxes[].transcriptionRate': PURCHASE,
  'site.json purchaseCost.taxes[].abatement': PURCHASE,
  'site.json purchaseCost.taxes[].abatementMaxPrice': PURCHASE,
  'site.json purchaseCost.taxes[].creditPerBuyer': PURCHASE,
  'site.json purchaseCost.taxes[].fullRate': PURCHASE,
  'site.json purchaseCost.taxes[].maxRelief': PURCHASE,
  'site.json purchaseCost.surcharges[].from': PURCHASE,
  'site.json purchaseCost.surcharges[].source': PURCHASE,
  'site.json purchaseCost.surcharges[].region': PURCHASE,
  'site.json purchaseCost.surcharges[].place': PURCHASE,
  'site.json purchaseCost.surcharges[].postcodes[].from': PURCHASE,
  'site.json purchaseCost.surcharges[].postcodes[].to': PURCHASE,
  'site.json purchaseCost.surcharges[].shareOfDuty': PURCHASE,
  'site.json purchaseCost.surcharges[].exemptWebTypes': PURCHASE,
  'site.json purchaseCost.surcharges[].exemptWithCredit': PURCHASE,
  'site.json purchaseCost.notaryFees[].from': PURCHASE_CONFIG,
  'site.json purchaseCost.notaryFees[].source': PURCHASE_CONFIG,
  'site.json purchaseCost.notaryFees[].regions': PURCHASE,
  'site.json purchaseCost.notaryFees[].brackets[].upTo': PURCHASE,
  'site.json purchaseCost.notaryFees[].brackets[].rate': PURCHASE,
  'site.json purchaseCost.notaryFees[].vatRate': PURCHASE,
  'site.json purchaseCost.notaryFees[].costs': PURCHASE,
  'site.json purchaseCost.notaryFees[].margin': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].from': PURCHASE_CONFIG,
  'site.json purchaseCost.mortgageDeeds[].source': PURCHASE_CONFIG,
  'site.json purchaseCost.mortgageDeeds[].regions': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].brackets[].upTo': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].brackets[].rate': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].vatRate': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].costs': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].margin': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].dutyRate': PURCHASE,
  'site.json purchaseCost.mortgageDeeds[].accessories': PURCHASE,
  'site.json images.remoteHosts': 'lib/images/images.test.ts',
  'site.json crm.maxWithdrawShare': 'tests/integration/crm-public-clients.test.ts',
  'site.json crm.leads.sourceId': 'lib/crm/omnicasa/leads.test.ts',
  'site.json crm.leads.siteId': 'lib/crm/omnicasa/leads.test.ts',
  'site.json crm.fields': 'tests/integration/crm-fields.test.ts',
  'site.json crm.substatuses': 'tests/integration/crm-catalogue.test.ts',
  'site.json crm.marquees': 'tests/integration/crm-catalogue.test.ts',
  'site.json crm.businessTakeover': 'tests/integration/crm-catalogue.test.ts',
  'site.json previewPaths': CONSENT,
};

/** The keys of REFERENCE.md as `file key`, with the keys that only group others left out. */
function referenceKeys(): string[] {
  let file: string | null = null;
  const keys: string[] = [];
  for (const line of readFileSync(REFERENCE_FILE, 'utf8').split('\n')) {
    const heading = /^## (\S+\.json)$/.exec(line);
    if (line.startsWith('## ')) file = heading?.[1] ?? null;
    const row = /^\| `([^`]+)` \|/.exec(line);
    if (file && row) keys.push(`${file} ${row[1]}`);
  }
  return keys.filter((k) => !keys.some((other) => other.startsWith(`${k}.`) || other.startsWith(`${k}[]`)));
}

/** The name a test uses for a key: its last segment (`modules[].col.sm` → `sm`, `info.offices[].zip` → `zip`). */
const leafOf = (key: string) => must(key.split(' ')[1], `the key in "${key}"`).split('.').pop()!.replace('[]', '');

describe('every configuration key has a test that shows its effect', () => {
  const keys = referenceKeys();
  it('reads the keys of REFERENCE.md', () => {
    expect(keys).toContain('pages.json pages[].params.redirectUrl');
    expect(keys).toContain('site.json map.zoom');
    expect(keys).not.toContain('site.json map');
    expect(keys.length).toBeGreaterThan(100);
  });
  it('each key is listed (a new key needs the test of its effect)', () => {
    expect(keys.filter((k) => !(k in KEY_EFFECT_TESTS))).toEqual([]);
  });
  it('no entry names a key REFERENCE.md does not have (a removed key goes from the list too)', () => {
    expect(Object.keys(KEY_EFFECT_TESTS).filter((k) => !keys.includes(k))).toEqual([]);
  });
  it('the named test file exists and mentions the key', () => {
    const wrong = Object.entries(KEY_EFFECT_TESTS).filter(([key, file]) => {
      const path = join(ROOT, file);
      return !existsSync(path) || !new RegExp(`\\b${leafOf(key)}\\b`).test(readFileSync(path, 'utf8'));
    });
    expect(wrong).toEqual([]);
  });
});
