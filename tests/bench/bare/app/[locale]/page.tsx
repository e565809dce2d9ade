import { use } from 'react';
import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

/** The text's sections, each shown this many times: the page's HTML is then about as large as the site's privacy page (46 KB). */
const REPEAT = 6;
const SECTIONS = ['collect', 'use', 'keep', 'rights'] as const;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = use(params);
  setRequestLocale(locale);
  const t = useTranslations('page');
  return (
    <main>
      <h1>{t('title')}</h1>
      {Array.from({ length: REPEAT }, (_, round) =>
        SECTIONS.map((section) => (
          <section key={`${round}-${section}`}>
            <h2>{t(`${section}.title`)}</h2>
            <p>{t(`${section}.text`)}</p>
          </section>
        )),
      )}
    </main>
  );
}
