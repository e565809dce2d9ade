'use client';
import { useTranslations } from 'next-intl';
import { Address } from '@/components/property/Address';
import { Price } from '@/components/property/Price';
import type { FavouriteProperty } from '@/lib/data/favourites';
import { formatMoney } from '@/lib/domain/money';

type Compared = { id: number; title: string; property: FavouriteProperty | undefined };

/**
 * Two to four favourites side by side: one column per property, one row per fact. On a phone the table scrolls
 * sideways inside its frame (a column snaps to the left edge) while the facts' names stay in the first column.
 */
export function CompareTable({ properties }: { properties: Compared[] }) {
  const t = useTranslations('favourites');
  const tProperty = useTranslations('property');
  const none = <span className="compare__none">{t('unknown')}</span>;
  const surface = (v: number | null) => (v ? tProperty('surface', { value: v }) : none);
  const count = (v: number | null) => (v === null ? none : String(v));
  const rows: { key: string; label: string; cell: (p: FavouriteProperty) => React.ReactNode }[] = [
    {
      key: 'price',
      label: t('facts.price'),
      cell: (p) => <Price goal={p.goal} price={p.price} publishPrice={p.publishPrice} priceUnit={p.priceUnit} priceUnitText={p.priceUnitText} />,
    },
    { key: 'pricePerM2', label: t('facts.pricePerM2'), cell: (p) => (p.pricePerM2 ? t('perM2', { amount: formatMoney(p.pricePerM2) }) : none) },
    { key: 'purchaseTotal', label: t('facts.purchaseTotal'), cell: (p) => (p.purchaseTotal ? formatMoney(p.purchaseTotal) : none) },
    { key: 'surfaceLiving', label: t('facts.surfaceLiving'), cell: (p) => surface(p.surfaceLiving) },
    { key: 'surfaceGround', label: t('facts.surfaceGround'), cell: (p) => surface(p.surfaceGround) },
    { key: 'surfaceGarden', label: t('facts.surfaceGarden'), cell: (p) => surface(p.surfaceGarden) },
    { key: 'surfaceTerrace', label: t('facts.surfaceTerrace'), cell: (p) => surface(p.surfaceTerrace) },
    { key: 'bedrooms', label: t('facts.bedrooms'), cell: (p) => count(p.bedrooms) },
    { key: 'bathrooms', label: t('facts.bathrooms'), cell: (p) => count(p.bathrooms) },
    { key: 'energyLabel', label: t('facts.energyLabel'), cell: (p) => p.energyLabel ?? none },
    {
      key: 'energyScore',
      label: t('facts.energyScore'),
      cell: (p) => (p.energyPerformance !== null ? t('kwh', { value: Math.round(p.energyPerformance) }) : none),
    },
    { key: 'address', label: t('facts.address'), cell: (p) => <Address address={p} /> },
    { key: 'constructionYear', label: t('facts.constructionYear'), cell: (p) => (p.constructionYear === null ? none : String(p.constructionYear)) },
  ];
  return (
    <>
      <div className="compare" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare__table">
          <caption id="compare-caption" className="visually-hidden">
            {t('compareCaption', { count: properties.length })}
          </caption>
          <thead>
            <tr>
              <td className="compare__corner" />
              {properties.map((c) => (
                <th key={c.id} scope="col">
                  {c.property?.title ?? c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-fact={r.key}>
                <th scope="row">{r.label}</th>
                {properties.map((c) => (
                  <td key={c.id}>{c.property ? r.cell(c.property) : none}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="favourites__hint">{t('purchaseTotalNote')}</p>
    </>
  );
}
