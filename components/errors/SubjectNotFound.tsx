'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

type Props = { kind: 'property' | 'project'; siteName: string };

/**
 * The 404 body of an unknown property or project ID. A client component on purpose: a segment's not-found
 * is rendered with every page of its route (ISR pages included), and reading the request's locale on the
 * server there (getLocale) is dynamic usage that breaks those pages; the client provider has it.
 */
export function SubjectNotFound({ kind, siteName }: Props) {
  const t = useTranslations(kind === 'property' ? 'detail.notFound' : 'projects');
  const title = kind === 'property' ? t('title') : t('notFound.title');
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <div className="page-hero page-hero--plain">
        <div className="container">
          <p className="error-code">404</p>
          <h1>{title}</h1>
          <p className="page-hero__intro">{kind === 'property' ? t('text') : t('noConstruction')}</p>
        </div>
      </div>
      <div className="container page-body not-found">
        {kind === 'property' ? (
          <p>
            <Link href="/for-sale" className="button button--primary">
              {t('forSale')}
            </Link>{' '}
            <Link href="/for-rent" className="button button--outline">
              {t('forRent')}
            </Link>
          </p>
        ) : (
          <p>
            <Link href="/projects" className="button button--primary">
              {t('notFound.back')}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
