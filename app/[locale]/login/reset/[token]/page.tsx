import { ClientMessages } from '@/components/i18n/ClientMessages';
import { safeDecode } from '@/lib/http/decode';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { ResetForm } from '@/components/portal/ResetForm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/domain/password';
import { passwordLink } from '@/lib/auth/password-reset';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/portal.css';

type Props = { params: Promise<{ locale: string; token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'login.reset' });
  return pageMetadata({ locale, href: '/login/reminder', title: t('title'), description: t('intro'), index: false });
}

/**
 * The page of a password link: the new password form while the link is valid, otherwise why it is not. A
 * reset link (the reminder) and an invitation (a new owner, `npm run owners`) share it; an invitation is
 * worded as a welcome.
 */
export default async function ResetPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const [login, { state, purpose }] = await Promise.all([getTranslations({ locale, namespace: 'login' }), passwordLink(safeDecode(token) ?? '')]);
  const welcome = purpose === 'invitation';
  const t = (key: 'title' | 'intro' | 'used' | 'expired' | 'unknown' | 'newLink') =>
    welcome && (key === 'title' || key === 'intro' || key === 'used' || key === 'expired') ? login(`welcome.${key}`) : login(`reset.${key}`);
  return (
    <PageShell locale={locale} alternates={alternatesFor(routeHref('/login/reset/[token]', { token }))}>
      <PageHero locale={locale} title={t('title')} crumbs={crumbsFor('/login/reset/[token]', locale, t('title'))} />
      <div className="container page-body auth-page">
        <div className="auth-card">
          {state === 'valid' ? (
            <>
              <p className="auth-card__intro">{t('intro')}</p>
              <ClientMessages namespaces={['login']}>
                <ResetForm token={safeDecode(token) ?? ''} purpose={purpose} minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} />
              </ClientMessages>
            </>
          ) : (
            <>
              <p className="auth-form__error" role="alert">
                {t(state)}
              </p>
              <Link href="/login/reminder" className="button button--primary">
                {t('newLink')}
              </Link>
            </>
          )}
        </div>
      </div>
    </PageShell>
  );
}
