import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { ProjectCard } from '@/components/project/Card';
import { JsonLd } from '@/components/seo/JsonLd';
import { itemListJsonLd } from '@/lib/seo/jsonld';
import { pageUrl } from '@/lib/seo/site';
import { listProjects } from '@/lib/data/projects';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/projects.css';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const PATH = '/projects';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'projects' });
  return pageMetadata({ locale, href: PATH, title: t('title'), description: t('intro') });
}

/** The new-build projects: those on sale first, then the sold-out ones. */
export default async function ProjectsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'projects' }), listProjects(locale)]);
  return (
    <PageShell locale={locale} alternates={alternatesFor(PATH)}>
      <PageHero locale={locale} title={t('title')} intro={t('intro')} crumbs={crumbsFor(PATH, locale)} />
      <div className="container page-body projects">
        {items.length > 0 && (
          <JsonLd
            data={itemListJsonLd(
              items.map((p) => ({ url: pageUrl(locale, { pathname: '/project/[id]', params: { id: p.id } }), name: p.name })),
              t('title'),
            )}
          />
        )}
        {items.length ? (
          <div className="item-grid project-list" role="list" style={{ '--per-row': 3 } as React.CSSProperties}>
            {items.map((p, i) => (
              <div role="listitem" key={p.id}>
                <ProjectCard project={p} lead={i === 0} headingLevel={2} />
              </div>
            ))}
          </div>
        ) : (
          <p className="empty">{t('none')}</p>
        )}
      </div>
    </PageShell>
  );
}
