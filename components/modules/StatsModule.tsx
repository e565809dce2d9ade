import { getFormatter, getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { getPropertyStats } from '@/lib/data/properties';
import type { ModuleProps } from './types';

/** stats-view: live property counts next to the agency's configured figures. */
export async function StatsModule({ locale }: ModuleProps) {
  const [stats, t, format] = await Promise.all([getPropertyStats(locale), getTranslations({ locale, namespace: 'modules' }), getFormatter({ locale })]);
  const { figures } = siteConfig.site.info;
  const items = [
    { value: stats.forSale, label: t('statsForSale') },
    { value: stats.forRent, label: t('statsForRent') },
    { value: stats.soldOrRented, label: t('statsSold') },
    { value: figures.yearsOfExperience, label: t('statsYears') },
    { value: figures.happyClients, label: t('statsClients') },
  ];
  return (
    <dl className="stats">
      {items.map((i) => (
        <div key={i.label} className="stats__item">
          <dt>{i.label}</dt>
          <dd>{format.number(i.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
