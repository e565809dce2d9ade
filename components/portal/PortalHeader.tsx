import { getTranslations } from 'next-intl/server';
import type { Owner } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/domain/locales';
import { SignOutButton } from './SignOutButton';

/** The owner's name and the sign-out button, above every portal page. */
export async function PortalHeader({ owner, locale }: { owner: Owner; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' });
  const name = `${owner.firstName} ${owner.lastName}`;
  return (
    <div className="portal-bar">
      <p className="portal-bar__owner">
        <span className="portal-bar__avatar" aria-hidden="true">
          {owner.firstName.charAt(0)}
          {owner.lastName.charAt(0)}
        </span>
        <span>{t('signedInAs', { name })}</span>
      </p>
      <SignOutButton locale={locale} />
    </div>
  );
}
