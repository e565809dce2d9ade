'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import type { Alternates } from '@/lib/i18n/alternates';
import { AUTO_LANGUAGE_COOKIE } from '@/lib/i18n/routing';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './languageStore';

/**
 * Completes the language resolution order (path, `?lang=`, cookie, storage, browser, default) in the browser: when the server picked the language only from the
 * browser setting or the default, a language kept in local or session storage wins; the language shown
 * is then stored in local storage.
 */
export function LanguageMemory({ alternates }: { alternates: Alternates }) {
  const locale = useLocale();
  useEffect(() => {
    const auto = document.cookie.split('; ').some((c) => c === `${AUTO_LANGUAGE_COOKIE}=1`);
    if (auto) {
      document.cookie = `${AUTO_LANGUAGE_COOKIE}=; path=/; max-age=0`;
      const stored = storedLanguage();
      const target = stored && stored !== locale ? alternates[stored as keyof Alternates] : undefined;
      if (target) {
        window.location.replace(target + window.location.search);
        return;
      }
    }
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // storage disabled
    }
  }, [locale, alternates]);
  return null;
}
