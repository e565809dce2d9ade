import { getFormatter, getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { getPropertyStats } from '@/lib/data/properties';
import type { ModuleProps } from './types';
import { statsItems } from './statsItems';

/** stats-view: live property counts next to the agency's configured figures. */
export async function StatsModule({ locale }: ModuleProps) {
  const [stats, t, format] = await Promise.all([getPropertyStats(locale), getTranslations({ locale, namespace: 'modules' }), getFormatter({ locale })]);
  const items = statsItems(stats, siteConfig.site.info.figures).map((i) => ({ value: i.value, label: t(i.label) }));
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
