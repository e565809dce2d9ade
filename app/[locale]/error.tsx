'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Shown when a page could not be built from its data (the API or database failed). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('apiError');
  useEffect(() => {
    console.error('[page error]', error.digest ?? '', error.message);
  }, [error]);
  return (
    <main id="main" className="site-main">
      <div className="page-hero page-hero--plain">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="page-hero__intro">{t('text')}</p>
          <p>
            <button type="button" className="button button--primary" onClick={reset}>
              {t('retry')}
            </button>{' '}
            <Link href="/" className="button button--outline">
              {t('home')}
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
