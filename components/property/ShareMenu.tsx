import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { shareLinks } from '@/lib/domain/share';
import { Share } from './Share';

type Props = {
  locale: Locale;
  /** The page's address in its language. */
  url: string;
  title: string;
  /** What the message sent with the link says: "have a look at this property" or "… this project". */
  kind: 'property' | 'project';
};

/** The share button of a property's or project's page, its links and words made on the server (the script carries no messages). */
export async function ShareMenu({ locale, url, title, kind }: Props) {
  const t = await getTranslations({ locale, namespace: 'share' });
  const message = kind === 'property' ? t('propertyMessage', { title }) : t('projectMessage', { title });
  return (
    <Share
      url={url}
      title={title}
      text={message}
      links={shareLinks({ url, subject: title, message })}
      labels={{
        button: t('button'),
        menu: t('menu'),
        whatsapp: t('whatsapp'),
        email: t('email'),
        copy: t('copy'),
        copied: t('copied'),
        copyFailed: t('copyFailed', { url }),
      }}
    />
  );
}
