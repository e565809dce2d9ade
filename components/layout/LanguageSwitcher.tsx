'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Alternates } from '@/lib/i18n/alternates';
import { rememberLanguage } from './languageStore';

type Props = { alternates: Alternates };

const NAMES: Record<string, string> = { en: 'English', nl: 'Nederlands', fr: 'Français', de: 'Deutsch' };

/** Links to the same page in the other enabled languages; rendered only when more than one is enabled. */
export function LanguageSwitcher({ alternates }: Props) {
  const locale = useLocale();
  const t = useTranslations('chrome');
  const entries = Object.entries(alternates);
  if (entries.length < 2) return null;
  return (
    <nav className="lang-switcher" aria-label={t('language')}>
      <ul>
        {entries.map(([code, href]) => (
          <li key={code}>
            <a
              href={href}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              title={NAMES[code]}
              onClick={() => rememberLanguage(code)}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
