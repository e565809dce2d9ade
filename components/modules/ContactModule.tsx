import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { VisitorForm } from '@/components/forms/VisitorForm';
import { formDefinition } from '@/lib/forms/registry';
import { itemHeadingLevel } from './ModuleFrame';
import { formKey } from '@/lib/domain/forms';
import { formTranslator } from '@/lib/i18n/translate';
import type { ModuleProps } from './types';

/** contact: the form named by the relation (a site form of lib/forms/registry.ts) beside the agency's offices. */
export async function ContactModule({ module: m, locale }: ModuleProps) {
  const Name = `h${itemHeadingLevel(m, locale)}` as const;
  const t = await getTranslations({ locale, namespace: 'modules' });
  const tc = await getTranslations({ locale, namespace: 'countries' });
  const def = formDefinition(m.relations[0]?.id, 'site');
  const tf = formTranslator(locale, def);
  const offices = (
    <div className="contact-offices">
      {siteConfig.site.info.offices.map((o) => (
        // An <address> holds no heading: the office's name heads the card, the address and contacts follow.
        <section key={o.name} className="office-card">
          <Name className="office-card__name">{o.name}</Name>
          <address>
            <p>
              {o.street} {o.houseNumber}
              <br />
              {o.zip} {o.city}
              <br />
              {tc(`${o.countryId}`)}
            </p>
            <p>
              <span className="office-card__label">{t('phone')}</span> <a href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</a>
              <br />
              <span className="office-card__label">{t('email')}</span> <a href={`mailto:${o.email}`}>{o.email}</a>
            </p>
          </address>
        </section>
      ))}
    </div>
  );
  if (!def) return offices;
  return (
    <div className="contact-module">
      <section className="contact-module__form form-card" aria-labelledby={`${def.name}-title`}>
        <Name id={`${def.name}-title`} className="form-card__title">
          {tf(formKey(def, 'title'))}
        </Name>
        <p className="form-card__intro">{tf(formKey(def, 'intro'))}</p>
        <VisitorForm name={def.name} locale={locale} />
      </section>
      <aside className="contact-module__offices">{offices}</aside>
    </div>
  );
}
