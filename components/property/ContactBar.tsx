import { useTranslations } from 'next-intl';
import { Link } from '@/components/i18n/Link';

type Props = {
  /** The property's visit form. */
  visitHref: string;
  /** The agent's phone, else the agency's; no call button without one. */
  phone: string | null;
};

/**
 * The bar pinned to the bottom of a phone's screen while the visitor reads the page: ask for a visit, call.
 * Hidden from tablets' wide layout up (detail.css) and on paper (components/layout/print.css); last in the page, so the keyboard reaches it after the content.
 */
export function ContactBar({ visitHref, phone }: Props) {
  const t = useTranslations('detail');
  return (
    <div className="contact-bar" role="group" aria-label={t('contactBar')}>
      <Link href={visitHref} className="button button--primary">
        {t('bookVisit')}
      </Link>
      {phone && (
        <a href={`tel:${phone.replace(/\s/g, '')}`} className="button button--outline" aria-label={t('callPhone', { phone })}>
          {t('call')}
        </a>
      )}
    </div>
  );
}
