'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The privacy statement shown with every submit button (spec section 5). */
export function PrivacyNotice({ agency }: { agency: string }) {
  const t = useTranslations('forms');
  return (
    <p className="form-privacy">
      {t.rich('privacy', {
        agency,
        link: (chunks) => (
          <Link href="/Privacy" target="_blank">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
