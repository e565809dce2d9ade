import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { itemHeadingLevel } from './ModuleFrame';
import type { ModuleProps } from './types';

/** contact: the agency's offices with phone, e-mail and address, beside the form named by the relation. */
export async function ContactModule({ module: m, locale }: ModuleProps) {
  const Name = `h${itemHeadingLevel(m, locale)}` as const;
  const t = await getTranslations({ locale, namespace: 'modules' });
  const tc = await getTranslations({ locale, namespace: 'countries' });
  return (
    <div className="contact-offices">
      {siteConfig.site.info.offices.map((o) => (
        <address key={o.name} className="office-card">
          <Name className="office-card__name">{o.name}</Name>
          <p>
            {o.street} {o.houseNumber}
            <br />
            {o.zip} {o.city}
            <br />
            {tc(String(o.countryId))}
          </p>
          <p>
            <span className="office-card__label">{t('phone')}</span> <a href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</a>
            <br />
            <span className="office-card__label">{t('email')}</span> <a href={`mailto:${o.email}`}>{o.email}</a>
          </p>
        </address>
      ))}
    </div>
  );
}
