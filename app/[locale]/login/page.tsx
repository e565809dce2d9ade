import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { LoginForm } from '@/components/portal/LoginForm';
import { SIGN_IN_CAPTCHA_FORM } from '@/lib/domain/sign-in';
import { currentOwner } from '@/lib/auth/current';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/portal.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'login' });
  return pageMetadata({ locale, href: '/login', title: t('title'), description: t('intro'), index: false });
}

/** Owner sign-in (spec: /login/ in nl, fr and en; in German at /de/anmelden/ too). A signed-in owner goes to the portal. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  if (await currentOwner()) redirect({ href: '/portal', locale });
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'login' }), searchParams]);
  return (
    <PageShell locale={locale} alternates={alternatesFor('/login')}>
      <PageHero locale={locale} title={t('title')} crumbs={crumbsFor('/login', locale)} />
      <div className="container page-body auth-page">
        <div className="auth-card">
          <p className="auth-card__intro">{t('intro')}</p>
          {query.signedOut === '1' && (
            <p className="auth-form__success" role="status">
              {t('signedOut')}
            </p>
          )}
          {query.ended === '1' && (
            <p className="auth-form__notice" role="status">
              {t('sessionEnded')}
            </p>
          )}
          <ClientMessages namespaces={['login', 'forms.captcha', 'forms.fields.captcha']}>
            <LoginForm locale={locale} captchaForm={SIGN_IN_CAPTCHA_FORM} />
          </ClientMessages>
        </div>
      </div>
    </PageShell>
  );
}
