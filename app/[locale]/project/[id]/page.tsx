import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { projectExternalLink } from '@/config/pages';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { UnitsTable } from '@/components/project/UnitsTable';
import { Address } from '@/components/property/Address';
import { Description } from '@/components/property/Description';
import { Gallery } from '@/components/property/Gallery';
import { galleryLabels } from '@/components/property/gallery-labels';
import { Price } from '@/components/property/Price';
import { ShareMenu } from '@/components/property/ShareMenu';
import { getProject } from '@/lib/data/projects';
import { projectLocales } from '@/lib/data/seo';
import { formatDate } from '@/lib/domain/dates';
import { PRICE_UNIT_STARTING_FROM } from '@/lib/domain/money';
import { alternatesFor } from '@/lib/i18n/alternates';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageUrl } from '@/lib/seo/site';
import { placeLine } from '@/lib/domain/address';
import { priceText } from '@/lib/domain/property';
import { shareDescription } from '@/lib/domain/share';
import { pageLocale } from '@/lib/i18n/page';
import { canonicalId } from '@/lib/domain/ids';
import '@/app/_styles/project.css';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const href = (id: string) => ({ pathname: '/project/[id]', params: { id } });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const [p, locales] = canonicalId(id) === null ? ([null, []] as const) : await Promise.all([getProject(Number(id), locale), projectLocales(Number(id))]);
  if (!p) return {};
  const [t, tProperty] = await Promise.all([getTranslations({ locale, namespace: 'projects' }), getTranslations({ locale, namespace: 'property' })]);
  const price =
    p.status === 'sold-out'
      ? t('soldOut')
      : p.priceFrom === null
        ? ''
        : priceText({ goal: 0, price: p.priceFrom, publishPrice: true, priceUnit: PRICE_UNIT_STARTING_FROM, priceUnitText: null }, tProperty);
  return pageMetadata({
    locale,
    href: href(id),
    title: `${p.name} — ${p.city}`,
    description: p.description.slice(0, 160),
    // A shared link's preview: the starting price and the place, then the text; the first photo cut to 1200 × 630.
    socialDescription: shareDescription({ price, place: placeLine(p), text: p.description }),
    image: p.pictures[0] ?? p.picture,
    imageAlt: p.name,
    locales,
  });
}

/** A new-build project: photos, address, description, delivery, the manager, and its units by building and floor. */
export default async function ProjectPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  // Only the canonical spelling of an ID is a page (proxy.ts redirects the others; lib/domain/ids).
  const p = canonicalId(id) === null ? null : await getProject(Number(id), locale);
  if (!p) notFound();
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'projects' }), getTranslations({ locale, namespace: 'modules' })]);
  const external = projectExternalLink(p.id);
  const subject = encodeURIComponent(p.name);
  const soldOut = p.status === 'sold-out';
  const sold = p.unitsByStatus.sold + p.unitsByStatus['sold-out'];

  return (
    <PageShell locale={locale} alternates={alternatesFor(href(id))}>
      <PageHero locale={locale} title={p.name} crumbs={crumbsFor('/project/[id]', locale, p.name)} />
      <div className="container page-body project-detail" data-project-id={p.id}>
        {soldOut && (
          <p className="notice" role="status">
            {t('soldOutMessage')}
          </p>
        )}
        <div className="project-detail__layout">
          <div className="project-detail__main">
            <Gallery pictures={p.pictures} title={p.name} labels={await galleryLabels(locale, p.pictures.length, p.name)} />
            <p className="project-detail__address">
              <Address address={{ ...p, publishAddress: p.publicAddress }} /> — {p.countryName}
            </p>
            <Description text={p.description} heading={t('description')} />
          </div>
          <aside className="project-detail__aside">
            {soldOut ? (
              <p className="project-detail__price project-detail__price--sold-out">{t('soldOut')}</p>
            ) : (
              p.priceFrom !== null && (
                <p className="project-detail__price">
                  <Price goal={0} price={p.priceFrom} publishPrice priceUnit={PRICE_UNIT_STARTING_FROM} priceUnitText={null} />
                </p>
              )
            )}
            <dl className="project-detail__facts">
              <div>
                <dt>{t('units')}</dt>
                <dd className="project-detail__availability">
                  {p.unitCount ? t('availability', { available: p.availableCount, total: p.unitCount }) : t('unitsSoon')}
                </dd>
              </div>
              {p.deliveryDate && (
                <div>
                  <dt>{t('delivery')}</dt>
                  <dd className="project-detail__delivery">{formatDate(p.deliveryDate)}</dd>
                </div>
              )}
            </dl>
            {!soldOut && (
              <p>
                <Link
                  href={routeHref('/project/[id]/[form]', { id: p.id, form: 'contact-construction' })}
                  className="button button--primary project-detail__ask"
                >
                  {t('askInfo')}
                </Link>
              </p>
            )}
            {external && (
              <p>
                <a href={external} rel="noopener noreferrer" target="_blank" className="button button--outline project-detail__external">
                  {t('externalSite')}
                </a>
              </p>
            )}
            <ShareMenu locale={locale} url={pageUrl(locale, href(id))} title={p.name} kind="project" />
            {p.managerName && (
              <div className="agent" role="group" aria-labelledby="agent-label">
                <p id="agent-label" className="agent__label">
                  {t('manager')}
                </p>
                <p className="agent__name">{p.managerName}</p>
                {p.managerPhone && <a href={`tel:${p.managerPhone.replace(/\s/g, '')}`}>{p.managerPhone}</a>}
                {p.managerEmail && <a href={`mailto:${p.managerEmail}?subject=${subject}`}>{p.managerEmail}</a>}
              </div>
            )}
          </aside>
        </div>
        <section className="detail-block project-units" aria-labelledby="units-title">
          <h2 id="units-title">{t('units')}</h2>
          {p.buildings.length === 0 ? (
            <p className="empty project-units__none">{t('noConstruction')}</p>
          ) : (
            <>
              <p className="project-units__summary">
                {t('unitsSummary', { total: p.unitCount, available: p.unitsByStatus.available, option: p.unitsByStatus.option, sold })}
              </p>
              {p.buildings.map((b) => (
                <UnitsTable key={b.building} building={b} />
              ))}
            </>
          )}
        </section>
        <p className="project-detail__back">
          <Link href="/projects" className="button button--outline">
            {tm('backToList')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
