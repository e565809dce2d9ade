import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/property/Card';
import { listPropertyCards, PROPERTY_LISTS, type PropertyListName } from '@/lib/data/properties';
import type { ModuleProps } from './types';

/** property-list: the newest properties of a named list (featured, sale, rent, sold), numberItemOfRow per row, at most maxItems. */
export async function PropertyListModule({ module: m, locale }: ModuleProps) {
  const name = String(m.relations[0].id) as PropertyListName;
  const t = await getTranslations({ locale, namespace: 'property' });
  if (!PROPERTY_LISTS.includes(name)) throw new Error(`module ${m.id}: unknown property list ${name}`);
  const items = await listPropertyCards(name, locale, m.maxItems);
  if (!items.length) return <p className="empty">{t('noProperties')}</p>;
  return (
    <div className="item-grid" role="list">
      {items.map((p, i) => (
        <div role="listitem" key={p.id}>
          <Card property={p} priority={i < 2} />
        </div>
      ))}
    </div>
  );
}
