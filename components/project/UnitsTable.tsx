import { useTranslations } from 'next-intl';
import { Price } from '@/components/property/Price';
import type { ProjectBuilding, UnitStatus } from '@/lib/data/projects';

type Props = { building: ProjectBuilding };

/** Message keys of the unit statuses. */
export const UNIT_STATUS_KEYS = { available: 'available', option: 'option', sold: 'sold', 'sold-out': 'soldOut' } as const satisfies Record<UnitStatus, string>;
const COLUMNS = ['reference', 'type', 'bedrooms', 'surface', 'terrace', 'price', 'status'] as const;
const NONE = '—';

/**
 * The units of one building, one group of rows per floor (top floor first). Each cell carries its column's name
 * so that on phones every unit shows as a stacked block of labelled lines. A sold unit's price is no longer on
 * offer and is not shown; an unpublished price reads 'Price on request'.
 */
export function UnitsTable({ building: b }: Props) {
  const t = useTranslations('projects');
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  return (
    <section className="project-building" aria-labelledby={`building-${b.building}`} data-building={b.building}>
      <h3 id={`building-${b.building}`} className="project-building__title">
        {t('building', { building: b.building })}
      </h3>
      <table className="units-table">
        <caption className="visually-hidden">{t('unitsOfBuilding', { building: b.building })}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`units-table__head units-table__head--${c}`}>
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        {b.floors.map((f) => (
          <tbody key={f.floor} className="units-table__floor" data-floor={f.floor}>
            <tr className="units-table__floor-row">
              <th scope="rowgroup" colSpan={COLUMNS.length}>
                {t('floor', { floor: f.floor })}
              </th>
            </tr>
            {f.units.map((u) => {
              const onOffer = u.status === 'available' || u.status === 'option';
              return (
                <tr key={u.unitId} className={`units-table__unit units-table__unit--${u.status}`} data-status={u.status}>
                  <th scope="row" className="units-table__reference" data-label={label('reference')}>
                    {u.reference}
                  </th>
                  <td data-label={label('type')}>{u.typeName || NONE}</td>
                  <td data-label={label('bedrooms')}>{u.bedrooms ?? NONE}</td>
                  <td data-label={label('surface')}>{u.surfaceLiving ? t('surface', { value: u.surfaceLiving }) : NONE}</td>
                  <td data-label={label('terrace')}>{u.surfaceTerrace ? t('surface', { value: u.surfaceTerrace }) : NONE}</td>
                  <td data-label={label('price')} className="units-table__price">
                    {onOffer ? <Price goal={0} price={u.price} publishPrice={u.publishPrice} priceUnit={0} priceUnitText={null} /> : NONE}
                  </td>
                  <td data-label={label('status')}>
                    <span className={`unit-status unit-status--${u.status}`}>{t(`status.${UNIT_STATUS_KEYS[u.status]}`)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </section>
  );
}
