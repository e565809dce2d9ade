import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/Link';
import type { Locale } from '@/lib/domain/locales';

/**
 * The privacy statement shown with every submit button (how the agency uses the details, with a link to the privacy page). Rendered on the server and handed
 * to the form: its message has an argument and a link, and formatting such a message in the browser would
 * start the browser's Intl (about 30 ms on a phone's first use) while the page hydrates.
 */
export async function PrivacyNotice({ agency, locale }: { agency: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' });
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
