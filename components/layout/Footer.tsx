import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import type { Locale } from '@/lib/domain/locales';
import { VisitorForm } from '@/components/forms/VisitorForm';
import { ConfiguredLinks } from './ConfiguredLinks';
import { CookieSettingsButton } from './CookieSettingsButton';
import { footerParts } from './footerParts';

type Props = { locale: Locale };

function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          {i < lines.length - 1 && <br />}
        </span>
      ))}
    </p>
  );
}

/** Footer: configured columns (each part shown only when public) and the copyright line. */
export async function Footer({ locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const tf = await getTranslations({ locale, namespace: 'forms' });
  const { columns, copyright } = siteConfig.footer;
  const { social } = siteConfig.site.info;
  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        {columns.map((col, i) => {
          const part = footerParts(col, locale);
          return (
            <section key={i} className="site-footer__column">
              {part.images.map((img) => (
                <Image key={img.src} src={img.src} alt={img.alt} width={180} height={40} unoptimized className="site-footer__image" />
              ))}
              {part.title !== null && <h2 className="site-footer__title">{part.title}</h2>}
              {part.intro !== null && <Lines text={part.intro} />}
              {part.fullText !== null && (
                <div className="site-footer__full">
                  <Lines text={part.fullText} />
                </div>
              )}
              {col.links.length > 0 && <ConfiguredLinks links={col.links} locale={locale} className="site-footer__links" />}
            </section>
          );
        })}
        <section className="site-footer__column site-footer__newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title" className="site-footer__title">
            {tf('newsletter.title')}
          </h2>
          <p>{tf('newsletter.intro')}</p>
          <VisitorForm name="newsletter" locale={locale} variant="compact" />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{copyright[locale].replace('{year}', String(new Date().getFullYear()))}</p>
          <CookieSettingsButton />
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={t('social')}>
              {social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
