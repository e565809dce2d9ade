import Image from 'next/image';
import { siteConfig } from '@/config';
import { getFormatter, getTranslations } from 'next-intl/server';
import { brusselsDay } from '@/lib/domain/calendar';
import { formatDate } from '@/lib/domain/dates';
import { energyClassOf, energyLabelImage, energyLabelText } from '@/lib/domain/energy';
import type { PropertyDetail } from '@/lib/data/properties';
import type { Locale } from '@/lib/domain/locales';
import { isForSale } from '@/lib/domain/property';
import { EnergyNotes, type DetailTranslator } from './EnergyNotes';

type Props = { property: PropertyDetail; locale: Locale };

/**
 * The energy label of the property's region (by postcode; Luxembourg by its label text), value, CO2, the certificate's
 * unique code and validity, what they mean in the region, and the renovation rule with its last day counted from today.
 */
export async function EnergyLabel({ property: p, locale }: Props) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'detail' }), getFormatter({ locale })]);
  const energy = energyClassOf(p);
  const epcCode = p.epcCode?.trim() || null;
  // EnergyNotes names its keys as strings; EnergyNotes.test.ts checks that each is in the messages of every language.
  const note: DetailTranslator = (key, values) => t(key as never, values as never);
  return (
    <section className="detail-block energy" aria-labelledby="energy-title">
      <h2 id="energy-title">{t('energy')}</h2>
      <div className="energy__body">
        {energy ? (
          <Image
            src={energyLabelImage(energy.region, energy.label)}
            alt={t('energyClass', { label: energyLabelText(energy.label) })}
            width={120}
            height={40}
            unoptimized
          />
        ) : (
          p.epcLabelText && <p className="energy__text">{p.epcLabelText}</p>
        )}
        <dl className="energy__facts">
          {energy && (
            <div>
              <dt>{t('region')}</dt>
              <dd>{t(`regions.${energy.region}`)}</dd>
            </div>
          )}
          {p.energyPerformance !== null && (
            <div>
              <dt>{t('energyValue')}</dt>
              <dd>{t('kwh', { value: format.number(p.energyPerformance) })}</dd>
            </div>
          )}
          {p.co2Emission !== null && (
            <div>
              <dt>{t('co2')}</dt>
              <dd>{t('co2Value', { value: format.number(p.co2Emission) })}</dd>
            </div>
          )}
          {epcCode && (
            <div>
              <dt>{t('epcCode')}</dt>
              <dd>{epcCode}</dd>
            </div>
          )}
          {p.epcValidUntil && (
            <div>
              <dt>{t('validUntil')}</dt>
              <dd>{formatDate(p.epcValidUntil)}</dd>
            </div>
          )}
        </dl>
      </div>
      <EnergyNotes energy={energy} forSale={isForSale(p)} today={brusselsDay(new Date())} rules={siteConfig.site.renovationObligations} t={note} />
    </section>
  );
}
