import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { formOfFeedback } from '@/lib/forms/registry';
import type { FormDefinition } from '@/lib/forms/types';
import type { Locale } from '@/lib/domain/locales';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/i18n/Link';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; form: string }> };

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The thank-you texts of a form: `feedback.SLUG`, or `feedback` in the form's own namespace. */
async function feedbackText(locale: Locale, def: FormDefinition) {
  const t = await getTranslations({ locale });
  const base = def.messages ? `${def.messages}.feedback` : `feedback.${def.feedback}`;
  return (key: 'title' | 'text') => t(`${base}.${key}` as never);
}

const href = (form: string) => ({ pathname: '/feedback/[form]', params: { form } });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { form } = await params;
  const def = formOfFeedback(form);
  if (!def) return {};
  const t = await feedbackText(locale, def);
  return pageMetadata({ locale, href: href(def.feedback), title: t('title'), description: t('text'), index: false });
}

/** The thank-you page of a form (/feedback/SLUG, localized), with its own text in every language. */
export default async function FeedbackPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { form } = await params;
  const def = formOfFeedback(form);
  if (!def) notFound();
  const t = await feedbackText(locale, def);
  const tf = await getTranslations({ locale, namespace: 'feedback' });
  return (
    <PageShell locale={locale} alternates={alternatesFor(href(def.feedback))}>
      <PageHero locale={locale} title={t('title')} />
      <div className="container page-body">
        <div className="feedback-page" data-feedback={def.feedback}>
          <span className="feedback-page__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <p className="feedback-page__text">{t('text')}</p>
          <div className="feedback-page__actions">
            <Link href="/" className="button button--primary">
              {tf('backHome')}
            </Link>
            <Link href="/for-sale" className="button button--outline">
              {tf('seeProperties')}
            </Link>
          </div>
        </div>
      </div>
    </PageShell>
  );
}
