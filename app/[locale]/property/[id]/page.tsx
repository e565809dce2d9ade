import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { Address } from '@/components/property/Address';
import { Price } from '@/components/property/Price';
import { getProperty } from '@/lib/data/properties';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const href = (id: string) => ({ pathname: '/property/[id]', params: { id } });
const listOf = (goal: number, status: string) => (status === 'sold' || status === 'rented' ? '/Biens-vendus' : goal === 0 ? '/for-sale' : '/for-rent');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const p = await getProperty(Number(id), locale);
  if (!p) return {};
  return pageMetadata({ locale, href: href(id), title: `${p.title} — ${p.city}`, description: p.description.slice(0, 160), image: p.picture });
}

/** Property detail: photos, price, address, the main facts, the description and the agent. */
export default async function PropertyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const p = await getProperty(Number(id), locale);
  if (!p) notFound();
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'property' }), getFormatter({ locale })]);
  const facts: [string, string | number | null][] = [
    [t('facts.bedrooms'), p.bedrooms],
    [t('facts.bathrooms'), p.bathrooms],
    [t('facts.livingArea'), p.surfaceLiving ? t('surface', { value: format.number(p.surfaceLiving) }) : null],
    [t('facts.plotArea'), p.surfaceGround ? t('surface', { value: format.number(p.surfaceGround) }) : null],
    [t('facts.garages'), p.garages],
    [t('facts.energy'), p.epcLabelText],
  ];
  const statusMessage = p.status === 'sold' ? t('soldMessage') : p.status === 'rented' ? t('rentedMessage') : null;
  return (
    <PageShell locale={locale} alternates={alternatesFor(href(id))}>
      <PageHero locale={locale} title={p.title} crumbs={crumbsFor(listOf(p.goal, p.status), locale, t('reference', { reference: p.reference }))} />
      <div className="container page-body property-detail">
        {statusMessage && (
          <p className="notice" role="status">
            {statusMessage}
          </p>
        )}
        <div className="property-detail__gallery">
          {p.pictures.slice(0, 5).map((src, i) => (
            <div key={src + i} className={i === 0 ? 'property-detail__photo property-detail__photo--main' : 'property-detail__photo'}>
              <Image src={src} alt={t('photoAlt', { n: i + 1, title: p.title })} fill priority={i === 0} sizes={i === 0 ? '(max-width: 960px) 100vw, 66vw' : '(max-width: 960px) 50vw, 17vw'} />
            </div>
          ))}
        </div>
        <div className="property-detail__layout">
          <div>
            <p className="property-card__type">{p.typeDescription}</p>
            <p className="property-detail__address">
              <Address publishAddress={p.publishAddress} street={p.street} houseNumber={p.houseNumber} zip={p.zip} city={p.city} /> — {p.countryName}
            </p>
            <dl className="facts">
              {facts
                .filter(([, v]) => v !== null && v !== 0 && v !== '')
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            <h2>{t('description')}</h2>
            <div className="prose">
              {p.description.split(/\n\s*\n/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          </div>
          <aside className="property-detail__aside">
            <p className="property-detail__price">
              <Price goal={p.goal} price={p.price} publishPrice={p.publishPrice} priceUnit={p.priceUnit} priceUnitText={p.priceUnitText} />
            </p>
            <p className="property-card__ref">{t('reference', { reference: p.reference })}</p>
            {p.managerName && (
              <div className="agent">
                <p className="agent__label">{t('agent')}</p>
                <p className="agent__name">{p.managerName}</p>
                {p.managerPhone && <a href={`tel:${p.managerPhone.replace(/\s/g, '')}`}>{p.managerPhone}</a>}
                {p.managerEmail && <a href={`mailto:${p.managerEmail}?subject=${encodeURIComponent(p.reference)}`}>{p.managerEmail}</a>}
              </div>
            )}
          </aside>
        </div>
      </div>
    </PageShell>
  );
}
