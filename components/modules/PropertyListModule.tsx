import { getTranslations } from 'next-intl/server';
import { moduleRelation } from '@/config/module-relation';
import { Card } from '@/components/property/Card';
import { ListingView } from '@/components/search/ListingView';
import { LISTINGS, type Listing } from '@/lib/data/listings';
import { moduleFeaturedProperties } from '@/lib/data/properties';
import { parseListingQuery } from '@/lib/domain/listing-query';
import { itemHeadingLevel } from './ModuleFrame';
import type { ModuleProps } from './types';

/**
 * property-list: `featured` shows the newest properties (numberItemOfRow per row, at most maxItems);
 * `sale`, `rent` and `sold` are the searchable listings with filters, sort, map and paging.
 */
export async function PropertyListModule({ module: m, locale, path, query, lead }: ModuleProps) {
  const name = String(moduleRelation(m).id);
  if ((LISTINGS as readonly string[]).includes(name)) {
    return (
      <ListingView
        listing={name as Listing}
        query={query ?? parseListingQuery({})}
        locale={locale}
        originalPath={path}
        perRow={m.numberItemOfRow}
        headingLevel={itemHeadingLevel(m, locale)}
        lead={lead}
      />
    );
  }
  if (name !== 'featured') throw new Error(`module ${m.id}: unknown property list ${name}`);
  const [items, t] = await Promise.all([moduleFeaturedProperties(m, locale), getTranslations({ locale, namespace: 'property' })]);
  if (!items.length) return <p className="empty">{t('noProperties')}</p>;
  return (
    <div className="item-grid" role="list">
      {items.map((p, i) => (
        <div role="listitem" key={p.id}>
          <Card property={p} lead={lead && i === 0} headingLevel={itemHeadingLevel(m, locale)} />
        </div>
      ))}
    </div>
  );
}
