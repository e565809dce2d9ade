import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { EntryList } from '@/components/portal/EntryList';
import { PortalHeader } from '@/components/portal/PortalHeader';
import { PropertyHeading } from '@/components/portal/PropertyHeading';
import { VisitCounters } from '@/components/portal/VisitCounters';
import { VisitsChart } from '@/components/portal/VisitsChart';
import { requireOwner } from '@/lib/auth/current';
import { getOwnerProperty, listPortalEntries, PORTAL_ENTRY_KINDS, propertyStatistics } from '@/lib/data/portal';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/portal.css';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

const propertyId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : NaN);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'portal' });
  return pageMetadata({
    locale,
    href: routeHref('/portal/property/[id]', { id }),
    title: `${t('title')} — ${t('reference', { reference: id })}`,
    description: t('intro'),
    index: false,
  });
}

/** One of the owner's properties: counters, the 30-day chart and the four lists of its history. Not theirs: 404. */
export default async function PortalPropertyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const owner = await requireOwner(locale);
  const id = propertyId((await params).id);
  const property = Number.isNaN(id) ? null : await getOwnerProperty(owner.id, id, locale);
  if (!property) notFound();
  const [t, stats, entries] = await Promise.all([
    getTranslations({ locale, namespace: 'portal' }),
    propertyStatistics(owner.id, [property.id]),
    listPortalEntries(owner.id, property.id),
  ]);
  const s = stats.get(property.id)!;
  const href = routeHref('/portal/property/[id]', { id: property.id });
  return (
    <PageShell locale={locale} alternates={alternatesFor(href)}>
      <PageHero locale={locale} title={property.title} crumbs={crumbsFor('/portal/property/[id]', locale, t('reference', { reference: property.reference }))} />
      <div className="container page-body portal">
        <PortalHeader owner={owner} locale={locale} />
        <p className="portal__back">
          <Link href="/portal">← {t('back')}</Link>
        </p>
        <section className="portal-section portal-summary" aria-label={property.title}>
          <PropertyHeading property={property} locale={locale} />
          <p>
            <Link href={routeHref('/property/[id]', { id: property.id })}>{t('publicPage')}</Link>
          </p>
        </section>
        <section className="portal-section" aria-labelledby="stats-title">
          <h2 id="stats-title">{t('stats.title')}</h2>
          <VisitCounters counters={s} locale={locale} />
          <VisitsChart days={s.days} locale={locale} id="chart" />
        </section>
        {PORTAL_ENTRY_KINDS.map((kind) => (
          <EntryList key={kind} kind={kind} entries={entries[kind]} locale={locale} />
        ))}
      </div>
    </PageShell>
  );
}
