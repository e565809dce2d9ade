import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { VisitorForm } from '@/components/forms/VisitorForm';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/i18n/Link';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const PATH = '/testimonial';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'forms' });
  return pageMetadata({ locale, href: PATH, title: t('testimonial.title'), description: t('testimonial.intro') });
}

/** Write a testimonial (linked from the testimonials page); the agency reads it before publishing. */
export default async function TestimonialPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'forms' });
  const crumbs = crumbsFor(PATH, locale);
  return (
    <PageShell locale={locale} alternates={alternatesFor(PATH)}>
      <PageHero
        locale={locale}
        title={t('testimonial.title')}
        intro={t('testimonial.intro')}
        crumbs={crumbs.map((c, i) => (i === crumbs.length - 1 ? { ...c, href: null } : c))}
      />
      <div className="container page-body">
        <div className="form-page">
          <Link href="/Notre-agence/Temoignages" className="form-page__back">
            ← {crumbs[crumbs.length - 2]?.name}
          </Link>
          <div className="form-card">
            <VisitorForm name="testimonial" locale={locale} />
          </div>
        </div>
      </div>
    </PageShell>
  );
}
