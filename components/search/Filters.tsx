import { getTranslations } from 'next-intl/server';
import type { WebType } from '@/lib/data/catalog';
import { FEATURES, REGIONS, SORTS, hasFilters, type ListingQuery } from '@/lib/domain/listing-query';
import type { Locale } from '@/lib/domain/locales';
import { AREA_PARAM_MAX_KM, areaParamOf } from './areaFields';
import { AutoSubmit } from './AutoSubmit';

const GOALS = ['sale', 'rent', 'sold'] as const;

type Props = { locale: Locale; action: string; query: ListingQuery; types: WebType[]; goal: 'sale' | 'rent' | 'sold' };

/**
 * Simple search (sale, rent or sold; text; maximum price) and advanced search (types and regions, any
 * number of each; price range, bedrooms, surface, features) as a GET form, so the filters live in the URL
 * and the form works without JavaScript. Types and regions are checkbox groups: `type=1&type=2` of a
 * shared URL comes back ticked and is sent again as it is. Choosing another goal sends the same filters to
 * that listing (proxy.ts redirects `goal=` to the listing's page).
 */
export async function Filters({ locale, action, query, types, goal }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const f = query.filters;
  const advancedOpen =
    f.types.length > 0 ||
    f.zones.length > 0 ||
    [f.priceMin, f.bedroomsMin, f.bedroomsMax, f.surfaceMin, f.surfaceMax].some((v) => v !== null) ||
    f.features.length > 0 ||
    f.area !== null ||
    f.near !== null;
  const typed = areaParamOf(f);
  const count = (w: WebType) => (goal === 'rent' ? w.rentCount : goal === 'sale' ? w.saleCount : null);
  return (
    <form className="filters" action={action} method="get" role="search" aria-label={t('searchLabel')}>
      {f.city && <input type="hidden" name="city" value={`${f.city.name}|${f.city.zip}`} />}
      {f.area?.kind === 'polygon' && typed.hidden && <input type="hidden" name="area" value={typed.hidden} />}
      <fieldset className="filters__goal">
        <legend className="visually-hidden">{t('goal')}</legend>
        {GOALS.map((g) => (
          <label key={g} className="segment">
            <input type="radio" name="goal" value={g} defaultChecked={g === goal} />
            <span>{t(`goals.${g}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="filters__simple">
        <div className="field">
          <label htmlFor="f-q">{t('text')}</label>
          <input id="f-q" name="q" type="search" defaultValue={f.q ?? ''} placeholder={t('placeholder')} />
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
        <fieldset className="filters__choices" aria-describedby="f-all-hint">
          <legend>{t('type')}</legend>
          <div className="chips">
            {types.map((w) => (
              <label key={w.webId} className="chip">
                <input type="checkbox" name="type" value={w.webId} defaultChecked={f.types.includes(w.webId)} />
                <span>
                  {w.name}
                  {count(w) !== null && <span className="chip__count"> ({count(w)})</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="filters__choices" aria-describedby="f-all-hint">
          <legend>{t('zone')}</legend>
          <div className="chips">
            {REGIONS.map((z) => (
              <label key={z} className="chip">
                <input type="checkbox" name="zone" value={z} defaultChecked={f.zones.includes(z)} />
                <span>{t(`zones.${z}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p id="f-all-hint" className="filters__hint">
          {t('noneMeansAll')}
        </p>
        {f.area?.kind !== 'polygon' && (
          <fieldset className="filters__area" aria-describedby="f-area-hint">
            <legend>{t('area.legend')}</legend>
            <div className="filters__grid">
              <div className="field">
                <label htmlFor="f-near">{t('area.near')}</label>
                <input id="f-near" name="near" type="text" autoComplete="postal-code" defaultValue={typed.near} />
              </div>
              <div className="field">
                <label htmlFor="f-km">{t('area.km')}</label>
                <input id="f-km" name="km" type="number" inputMode="decimal" min={0.1} max={AREA_PARAM_MAX_KM} step={0.1} defaultValue={typed.km} />
              </div>
            </div>
            <p id="f-area-hint" className="filters__hint">
              {t('area.hint')}
            </p>
          </fieldset>
        )}
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
