import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import type { DetailBlock } from '@/config/schema';
import { detailBlockShows, ruleRecord } from '@/config/detail';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PrintSheet } from '@/components/property/PrintSheet';
import { ShareMenu } from '@/components/property/ShareMenu';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { Address } from '@/components/property/Address';
import { Card } from '@/components/property/Card';
import { ContactBar } from '@/components/property/ContactBar';
import { Documents, type PropertyDocument } from '@/components/property/Documents';
import { Description } from '@/components/property/Description';
import { EnergyLabel } from '@/components/property/EnergyLabel';
import { Facts } from '@/components/property/Facts';
import { Gallery } from '@/components/property/Gallery';
import { galleryLabels } from '@/components/property/gallery-labels';
import { KeyFacts } from '@/components/property/KeyFacts';
import { Media } from '@/components/property/Media';
import { Price } from '@/components/property/Price';
import { PropertyPurchaseCost } from '@/components/property/PropertyPurchaseCost';
import { ViewBeacon } from '@/components/property/ViewBeacon';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';
import { JsonLd } from '@/components/seo/JsonLd';
import { getProperty, listSimilarProperties, type PropertyDetail } from '@/lib/data/properties';
import { propertyLocales } from '@/lib/data/seo';
import { regionOf } from '@/lib/domain/regions';
import { renovationCalculatorUrl } from '@/components/property/renovation';
import { alternatesFor } from '@/lib/i18n/alternates';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';
import { canonicalId } from '@/lib/domain/ids';
import { propertyJsonLd } from '@/lib/seo/jsonld';
import { pageUrl, SITE_URL } from '@/lib/seo/site';
import { placeLine } from '@/lib/domain/address';
import { shareDescription } from '@/lib/domain/share';
import { isForRent, isForSale, isOffMarket, isRented, isSold, priceText } from '@/lib/domain/property';
import '@/app/_styles/property.css';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const href = (id: string) => ({ pathname: '/property/[id]', params: { id } });
const listOf = (p: PropertyDetail) => (isOffMarket(p) ? '/Biens-vendus' : isForSale(p) ? '/for-sale' : '/for-rent');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

const shows = (block: DetailBlock, p: PropertyDetail) => detailBlockShows(siteConfig.site.detail.blocks, block, p);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const [p, locales] = canonicalId(id) === null ? ([null, []] as const) : await Promise.all([getProperty(Number(id), locale), propertyLocales(Number(id))]);
  if (!p) return {};
  const tProperty = await getTranslations({ locale, namespace: 'property' });
  return pageMetadata({
    locale,
    href: href(id),
    title: `${p.title} — ${p.city}`,
    description: p.description.slice(0, 160),
    // A shared link's preview: the price and the place, then the text; the first photo cut to 1200 × 630.
    socialDescription: shareDescription({ price: priceText(p, tProperty), place: placeLine(p), text: p.description }),
    image: p.pictures[0] ?? p.picture,
    imageAlt: p.title,
    locales,
  });
}

/** Property detail: photos, price, facts, energy, media, documents, the agent, the calls to action and similar properties. */
export default async function PropertyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  // Only the canonical spelling of an ID is a page (proxy.ts redirects the others; lib/domain/ids).
  const p = canonicalId(id) === null ? null : await getProperty(Number(id), locale);
  if (!p) notFound();
  const [t, tProperty, tFavourites, similar] = await Promise.all([
    getTranslations({ locale, namespace: 'detail' }),
    getTranslations({ locale, namespace: 'property' }),
    getTranslations({ locale, namespace: 'favourites' }),
    shows('similar', p) ? listSimilarProperties(p, locale) : [],
  ]);
  const renovationUrl = renovationCalculatorUrl(siteConfig.site.detail.renovationCalculators, regionOf(p.zip, p.countryId), locale);
  const statusMessage = isSold(p) ? t('soldMessage') : isRented(p) ? t('rentedMessage') : null;
  const subject = encodeURIComponent(`${p.reference} — ${p.title}`);
  // Each call to action opens the property's form (lib/forms/registry.ts) at /property/[id]/FORM.
  const form = (name: string) => routeHref('/property/[id]/[form]', { id, form: name });
  const actions = [
    { key: 'askInfo' as const, href: form('contact-me') },
    { key: 'bookVisit' as const, href: form('contact-appointment') },
    isForRent(p) ? { key: 'rentApplication' as const, href: form('rent-application') } : null,
    isForSale(p) ? { key: 'makeOffer' as const, href: form('offer') } : null,
    { key: 'requestDocuments' as const, href: form('document-request') },
    { key: 'sendToFriend' as const, href: form('send-to-friend') },
  ].filter((a) => a !== null);
  const open = !isOffMarket(p);
  // The phone's contact bar calls the agent shown on the page, else the agency's office in the property's country.
  const office = siteConfig.site.info.offices.find((o) => o.countryId === p.countryId) ?? siteConfig.site.info.offices[0];
  const callPhone = (shows('agent', p) && p.managerPhone) || office?.phone || null;

  return (
    <PageShell locale={locale} alternates={alternatesFor(href(id))}>
      <JsonLd data={propertyJsonLd(p, { url: pageUrl(locale, href(id)), base: SITE_URL, agency: siteConfig.site.info, boxWord: tProperty('box') })} />
      <ViewBeacon propertyId={p.id} />
      <PageHero locale={locale} title={p.title} crumbs={crumbsFor(listOf(p), locale, t('reference', { reference: p.reference }))} compact />
      <div className="container page-body property-detail">
        {statusMessage && (
          <p className="notice" role="status">
            {statusMessage}
          </p>
        )}
        <div className="property-detail__layout">
          {shows('gallery', p) && <Gallery pictures={p.pictures} title={p.title} labels={await galleryLabels(locale, p.pictures.length, p.title)} />}
          <div className="property-detail__intro">
            <p className="property-card__type">{p.typeDescription}</p>
            <p className="property-detail__address">
              <Address address={p} /> — {p.countryName}
            </p>
            <KeyFacts property={p} energy={shows('energy', p)} />
          </div>
          <aside className="property-detail__aside">
            <div className="property-detail__price-row">
              <p className="property-detail__price">
                <Price goal={p.goal} price={p.price} publishPrice={p.publishPrice} priceUnit={p.priceUnit} priceUnitText={p.priceUnitText} />
              </p>
              <FavouriteButton id={p.id} title={p.title} label={tFavourites('save')} />
            </div>
            <p className="property-card__ref">{t('reference', { reference: p.reference })}</p>
            {open && (
              <ul className="actions" aria-label={t('actions')}>
                {actions.map((a, i) => (
                  <li key={a.key}>
                    <Link href={a.href} className={i === 0 ? 'button button--primary' : 'button button--outline'}>
                      {t(a.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <ShareMenu locale={locale} url={pageUrl(locale, href(id))} title={p.title} kind="property" />
            {shows('agent', p) && p.managerName && (
              <div className="agent" role="group" aria-labelledby="agent-label">
                <p id="agent-label" className="agent__label">
                  {t('agent')}
                </p>
                <p className="agent__name">{p.managerName}</p>
                {p.managerPhone && <a href={`tel:${p.managerPhone.replace(/\s/g, '')}`}>{p.managerPhone}</a>}
                {p.managerEmail && <a href={`mailto:${p.managerEmail}?subject=${subject}`}>{p.managerEmail}</a>}
              </div>
            )}
            {/* Street View at the exact position would show a hidden address: only for a published one. */}
            {shows('streetView', p) && p.publishAddress && p.latitude !== null && p.longitude !== null && (
              <p>
                <a
                  href={`https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${p.latitude},${p.longitude}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {t('streetView')}
                </a>
              </p>
            )}
            {shows('renovation', p) && renovationUrl && (
              <p>
                <a href={renovationUrl} rel="noopener noreferrer" target="_blank" className="renovation-link">
                  {t('renovationCalculator')}
                </a>
              </p>
            )}
          </aside>
          <div className="property-detail__main">
            <Description text={p.description} heading={t('description')} />
            {shows('facts', p) && <Facts property={p} locale={locale} rules={siteConfig.site.detail.facts} record={ruleRecord(p)} />}
            {shows('energy', p) && <EnergyLabel property={p} locale={locale} />}
            <PropertyPurchaseCost property={p} />
            {shows('media', p) && (
              <Media
                videos={strings(p.details.videos)}
                virtualTour={typeof p.details.virtualTour === 'string' ? p.details.virtualTour : null}
                title={p.title}
                locale={locale}
              />
            )}
            {shows('documents', p) && (
              <Documents documents={(Array.isArray(p.details.documents) ? p.details.documents : []) as PropertyDocument[]} locale={locale} />
            )}
            {shows('mobiscore', p) && (
              <section className="detail-block mobiscore" aria-labelledby="mobiscore-title">
                <h2 id="mobiscore-title">{t('mobiscore')}</h2>
                <p>{t('mobiscoreText')}</p>
                <a href={siteConfig.site.detail.mobiscoreUrl} rel="noopener noreferrer" target="_blank" className="button button--outline">
                  {t('mobiscoreLink')}
                </a>
              </section>
            )}
          </div>
        </div>
        <PrintSheet url={pageUrl(locale, href(id))} office={office} />
        {similar.length > 0 && (
          <section className="detail-block similar" aria-labelledby="similar-title">
            <h2 id="similar-title">{t('similar')}</h2>
            <div className="item-grid" role="list" style={{ '--per-row': 4 } as React.CSSProperties}>
              {similar.map((s) => (
                <div role="listitem" key={s.id}>
                  <Card property={s} />
                </div>
              ))}
            </div>
          </section>
        )}
        {open && <ContactBar visitHref={form('contact-appointment')} phone={callPhone} />}
      </div>
    </PageShell>
  );
}
