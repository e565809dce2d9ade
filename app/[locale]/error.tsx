'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';

/** Shown when a page could not be built from its data (the API or database failed). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('apiError');
  // A plain link: next-intl's Link would bring the path table and the navigation code into this boundary's
  // chunk, which every page loads, and Turbopack would not share them with the page's chunk (a second copy).
  const home = `/${useLocale()}/`;
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
            <a href={home} className="button button--outline">
              {t('home')}
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
