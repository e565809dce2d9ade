'use client';

import { useTranslations } from 'next-intl';
import { consentStore } from './consentStore';

/** In the footer: opens the cookie consent dialog again to change the choice. */
export function CookieSettingsButton() {
  const t = useTranslations('consent');
  return (
    <button type="button" className="site-footer__cookie-settings" aria-haspopup="dialog" onClick={consentStore.open}>
      {t('settings')}
    </button>
  );
}
