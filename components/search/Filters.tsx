import { getTranslations } from 'next-intl/server';
import type { WebType } from '@/lib/data/catalog';
import { FEATURES, REGIONS, SORTS, hasFilters, type ListingQuery } from '@/lib/domain/listing-query';
import type { Locale } from '@/lib/i18n/locales';
import { AutoSubmit } from './AutoSubmit';

type Props = { locale: Locale; action: string; query: ListingQuery; types: WebType[]; goal: 'sale' | 'rent' | 'sold' };

/**
 * Simple search (text, type, zone, maximum price) and advanced search (price range, bedrooms, surface,
 * features) as a GET form, so the filters live in the URL and the form works without JavaScript.
 */
export async function Filters({ locale, action, query, types, goal }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const f = query.filters;
  const advancedOpen = [f.priceMin, f.bedroomsMin, f.bedroomsMax, f.surfaceMin, f.surfaceMax].some((v) => v !== null) || f.features.length > 0;
  const count = (w: WebType) => (goal === 'rent' ? w.rentCount : goal === 'sale' ? w.saleCount : null);
  return (
    <form className="filters" action={action} method="get" role="search" aria-label={t('searchLabel')}>
      {f.city && <input type="hidden" name="city" value={`${f.city.name}|${f.city.zip}`} />}
      <div className="filters__simple">
        <div className="field">
          <label htmlFor="f-q">{t('text')}</label>
          <input id="f-q" name="q" type="search" defaultValue={f.q ?? ''} placeholder={t('placeholder')} />
        </div>
        <div className="field">
          <label htmlFor="f-type">{t('type')}</label>
          <select id="f-type" name="type" defaultValue={f.types[0] ? String(f.types[0]) : ''}>
            <option value="">{t('anyType')}</option>
            {types.map((w) => (
              <option key={w.webId} value={w.webId}>
                {w.name}
                {count(w) !== null ? ` (${count(w)})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-zone">{t('zone')}</label>
          <select id="f-zone" name="zone" defaultValue={f.zones[0] ?? ''}>
            <option value="">{t('anyZone')}</option>
            {REGIONS.map((z) => (
              <option key={z} value={z}>
                {t(`zones.${z}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-pmax">{t('priceMax')}</label>
          <input id="f-pmax" name="pmax" type="number" inputMode="numeric" min={0} step={goal === 'rent' ? 50 : 10000} defaultValue={f.priceMax ?? ''} />
        </div>
        <button type="submit" className="button button--primary filters__submit">
          {t('submit')}
        </button>
      </div>
      <details className="filters__advanced" open={advancedOpen}>
        <summary>{t('advanced')}</summary>
        <div className="filters__grid">
          <div className="field">
            <label htmlFor="f-pmin">{t('priceMin')}</label>
            <input id="f-pmin" name="pmin" type="number" inputMode="numeric" min={0} defaultValue={f.priceMin ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="f-bmin">{t('bedroomsMin')}</label>
            <input id="f-bmin" name="bmin" type="number" inputMode="numeric" min={0} max={20} defaultValue={f.bedroomsMin ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="f-bmax">{t('bedroomsMax')}</label>
            <input id="f-bmax" name="bmax" type="number" inputMode="numeric" min={0} max={20} defaultValue={f.bedroomsMax ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="f-smin">{t('surfaceMin')}</label>
            <input id="f-smin" name="smin" type="number" inputMode="numeric" min={0} defaultValue={f.surfaceMin ?? ''} />
          </div>
          <div className="field">
            <label htmlFor="f-smax">{t('surfaceMax')}</label>
            <input id="f-smax" name="smax" type="number" inputMode="numeric" min={0} defaultValue={f.surfaceMax ?? ''} />
          </div>
          <fieldset className="filters__features">
            <legend>{t('features')}</legend>
            {FEATURES.map((feature) => (
              <label key={feature} className="check">
                <input type="checkbox" name={feature} value="1" defaultChecked={f.features.includes(feature)} /> {t(`feature.${feature}`)}
              </label>
            ))}
          </fieldset>
        </div>
      </details>
      <div className="filters__bar">
        <div className="field field--inline">
          <label htmlFor="f-sort">{t('sort')}</label>
          <select id="f-sort" name="sort" defaultValue={query.sort}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
          <AutoSubmit selector="#f-sort" />
        </div>
        <div className="view-switch" role="group" aria-label={t('view')}>
          <button type="submit" name="view" value="list" aria-pressed={query.view === 'list'}>
            {t('listView')}
          </button>
          <button type="submit" name="view" value="map" aria-pressed={query.view === 'map'}>
            {t('mapView')}
          </button>
        </div>
        {hasFilters(f) && (
          <a className="filters__reset" href={action}>
            {t('reset')}
          </a>
        )}
      </div>
    </form>
  );
}
