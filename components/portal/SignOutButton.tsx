import { getTranslations } from 'next-intl/server';
import { signOutAction } from '@/lib/auth/actions';
import type { Locale } from '@/lib/domain/locales';

/** A plain form post: signs out with or without JavaScript. */
export async function SignOutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' });
  return (
    <form action={signOutAction} className="portal-signout">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button button--outline">
        {t('signOut')}
      </button>
    </form>
  );
}
