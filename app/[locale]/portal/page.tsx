import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { PortalHeader } from '@/components/portal/PortalHeader';
import { PropertyHeading } from '@/components/portal/PropertyHeading';
import { VisitCounters } from '@/components/portal/VisitCounters';
import { VisitsChart } from '@/components/portal/VisitsChart';
import { requireOwner } from '@/lib/auth/current';
import { listOwnerProperties, propertyStatistics } from '@/lib/data/portal';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/portal.css';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'portal' });
  return pageMetadata({ locale, href: '/portal', title: t('title'), description: t('intro'), index: false });
}

/** The owner portal: each of the owner's properties with its visit counters and 30-day chart. */
export default async function PortalPage({ params }: Props) {
  const locale = await pageLocale(params);
  const owner = await requireOwner(locale);
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), listOwnerProperties(owner.id, locale)]);
  const stats = await propertyStatistics(
    owner.id,
    list.map((p) => p.id),
  );
  return (
    <PageShell locale={locale} alternates={alternatesFor('/portal')}>
      <PageHero locale={locale} title={t('welcome', { name: owner.firstName })} intro={t('intro')} crumbs={crumbsFor('/portal', locale)} />
      <div className="container page-body portal">
        <PortalHeader owner={owner} locale={locale} />
        <h2 id="portal-properties" className="portal__heading">
          {t('properties')}
        </h2>
        {list.length === 0 ? (
          <p className="empty">{t('noProperties')}</p>
        ) : (
          <ul className="portal__properties" aria-labelledby="portal-properties">
            {list.map((p) => {
              const s = stats.get(p.id)!;
              const href = routeHref('/portal/property/[id]', { id: p.id });
              return (
                <li key={p.id} className="portal-card" data-property={p.id}>
                  <PropertyHeading property={p} locale={locale} level={3}>
                    <Link href={href}>{p.title}</Link>
                  </PropertyHeading>
                  <VisitCounters counters={s} locale={locale} compact />
                  <VisitsChart days={s.days} locale={locale} id={`chart-${p.id}`} compact />
                  <p className="portal-card__more">
                    <Link href={href} className="button button--primary">
                      {t('open')}
                    </Link>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
