import type { Metadata } from 'next';
import { findPublishedPage, HOME_PATH, pageModules } from '@/config/pages';
import { EvaluationCta } from '@/components/layout/EvaluationCta';
import { HomeBanner } from '@/components/layout/HomeBanner';
import { PageShell } from '@/components/layout/PageShell';
import { Modules } from '@/components/modules/Modules';
import { CARD_REGISTRY } from '@/components/modules/cardRegistry';
import { alternatesFor } from '@/lib/i18n/alternates';
import { configMetadata, pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/home.css';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;

function homePage() {
  const page = findPublishedPage(HOME_PATH);
  if (!page) throw new Error('config: the home page / must be Published');
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const p = homePage().params;
  return pageMetadata({
    locale,
    href: HOME_PATH,
    title: p.title[locale],
    description: p.description[locale],
    index: p.seo,
    image: p.banner?.images[0],
    other: configMetadata(p.metadata, locale),
  });
}

/** Home: banner with search, the configured modules (latest properties, testimonials, statistics) and the valuation call to action. */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = homePage();
  const modules = pageModules(page);
  return (
    <PageShell locale={locale} alternates={alternatesFor(HOME_PATH)} logo={page.params.logo}>
      {page.params.banner && <HomeBanner banner={page.params.banner} locale={locale} />}
      <div className="container page-body">
        <Modules modules={modules.slice(0, 1)} registry={CARD_REGISTRY} locale={locale} path={HOME_PATH} lead={!page.params.banner} />
      </div>
      <EvaluationCta locale={locale} />
      <div className="container page-body">
        <Modules modules={modules.slice(1)} registry={CARD_REGISTRY} locale={locale} path={HOME_PATH} lead={false} />
      </div>
    </PageShell>
  );
}
