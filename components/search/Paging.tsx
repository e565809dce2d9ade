import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';

type Props = {
  locale: Locale;
  paging: { page: number; pages: number; total: number; first: number | null; previous: number | null; next: number | null; last: number | null };
  /** The URL of a page number (keeps the filters). */
  hrefFor: (page: number) => string;
};

/** 'Page X of Y with N listings' and links to the first, previous, next and last pages. */
export async function Paging({ locale, paging, hrefFor }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const links: ['first' | 'previous' | 'next' | 'last', number | null, string][] = [
    ['first', paging.first, '«'],
    ['previous', paging.previous, '‹'],
    ['next', paging.next, '›'],
    ['last', paging.last, '»'],
  ];
  return (
    <nav className="paging" aria-label={t('paging')}>
      <p className="paging__status">{t('pageOf', { page: paging.page, pages: paging.pages, total: paging.total })}</p>
      {paging.pages > 1 && (
        <ul>
          {links.map(([key, page, arrow]) => (
            <li key={key}>
              {page ? (
                <a href={hrefFor(page)} rel={key === 'next' ? 'next' : key === 'previous' ? 'prev' : undefined} data-paging={key}>
                  <span aria-hidden="true">{arrow}</span> {t(key)}
                </a>
              ) : (
                <span className="paging__disabled" aria-disabled="true" data-paging={key}>
                  <span aria-hidden="true">{arrow}</span> {t(key)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
