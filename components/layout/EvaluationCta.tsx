import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/Link';
import type { Locale } from '@/lib/domain/locales';

/** The home page's call to action for a free evaluation, leading to /contact-demand/: a region named by its heading. */
export async function EvaluationCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <section className="cta-band" aria-labelledby="evaluation-cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="evaluation-cta-title">{t('ctaTitle')}</h2>
          <p>{t('ctaText')}</p>
        </div>
        <Link href="/contact-demand" className="button button--accent">
          {t('ctaButton')}
        </Link>
      </div>
    </section>
  );
}
