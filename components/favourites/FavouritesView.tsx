'use client';
import Image from 'next/image';
import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { Address } from '@/components/property/Address';
import { Price } from '@/components/property/Price';
import type { FavouriteProperty } from '@/lib/data/favourites';
import type { Locale } from '@/lib/domain/locales';
import { Link, routeHref } from '@/lib/i18n/navigation';
import { AlertSignup } from './AlertSignup';
import { AlertStatus } from './AlertStatus';
import { useAlertFollowing } from './alertFollowing';
import { CompareTable } from './CompareTable';
import { favouritesStore, NOTE_MAX, useFavourites, type Favourite } from './favouritesStore';

/** The state a favourite is shown with: its status on the site, or withdrawn when the site no longer has it. */
type FavouriteState = 'available' | 'option' | 'sold' | 'rented' | 'withdrawn';
const STATES: ReadonlySet<string> = new Set(['available', 'option', 'sold', 'rented']);
const stateOf = (p: FavouriteProperty | undefined): FavouriteState => (!p ? 'withdrawn' : STATES.has(p.status) ? (p.status as FavouriteState) : 'available');

/** How many properties the comparison puts side by side at most. */
const COMPARE_MAX = 4;

const fetcher = (url: string) =>
  fetch(url).then((r) => (r.ok ? (r.json() as Promise<{ items: FavouriteProperty[] }>) : Promise.reject(new Error(`favourites ${r.status}`))));

type Props = { locale: Locale };

/**
 * The favourites page's content: each kept property with its current price and state (read for the stored IDs from
 * /api/favourites/, nothing else sent), a private note kept in the browser, remove, hide from lists, and a
 * comparison of two to four of them; the alerts on them (the sign-up form, or the sign-up this browser keeps,
 * which follows the favourites as they change); the hidden properties, which can be shown again.
 */
export function FavouritesView({ locale }: Props) {
  const t = useTranslations('favourites');
  const { ready, favourites, notes, hidden } = useFavourites();
  const [compared, setCompared] = useState<number[]>([]);
  const ids = [...favourites.map((f) => f.id), ...hidden.filter((h) => !favourites.some((f) => f.id === h))].slice(0, 50);
  const { data, error } = useSWR(ready && ids.length ? `/api/favourites/?lang=${locale}&ids=${ids.join(',')}` : null, fetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const byId = new Map((data?.items ?? []).map((p) => [p.id, p]));
  const loaded = data !== undefined;
  // The kept titles follow the current ones, so a property withdrawn later is still named as last seen.
  useEffect(() => {
    for (const p of data?.items ?? []) favouritesStore.retitle(p.id, p.title);
  }, [data]);
  if (!ready) {
    return (
      <p className="favourites__loading" role="status">
        {t('loading')}
      </p>
    );
  }
  const newestFirst = [...favourites].reverse();
  const chosen = compared.filter((id) => favourites.some((f) => f.id === id));
  const toggleCompared = (id: number) =>
    setCompared((c) =>
      c.includes(id) ? c.filter((x) => x !== id) : c.filter((x) => favourites.some((f) => f.id === x)).length >= COMPARE_MAX ? c : [...c, id],
    );
  return (
    <div className="favourites">
      {favourites.length === 0 ? (
        <div className="favourites__empty">
          <p className="favourites__empty-title">{t('empty')}</p>
          <p>{t('emptyHow')}</p>
          <p className="favourites__empty-links">
            <Link href="/for-sale" className="button button--primary">
              {t('findSale')}
            </Link>
            <Link href="/for-rent" className="button button--outline">
              {t('findRent')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="favourites__count" role="status">
            {t('count', { count: favourites.length })}
          </p>
          {error && <p className="favourites__error">{t('loadError')}</p>}
          <ul className="favourites__list">
            {newestFirst.map((f) => (
              <FavouriteItem
                key={f.id}
                favourite={f}
                property={byId.get(f.id)}
                loaded={loaded}
                note={notes[String(f.id)] ?? ''}
                compared={chosen.includes(f.id)}
                compareFull={chosen.length >= COMPARE_MAX}
                onCompare={() => toggleCompared(f.id)}
              />
            ))}
          </ul>
          <section className="favourites__compare" aria-labelledby="favourites-compare-title">
            <h2 id="favourites-compare-title">{t('compareTitle')}</h2>
            {chosen.length < 2 ? (
              <p className="favourites__hint">{t('compareHint', { max: COMPARE_MAX })}</p>
            ) : (
              <CompareTable properties={chosen.map((id) => ({ id, title: favourites.find((f) => f.id === id)?.title ?? '', property: byId.get(id) }))} />
            )}
          </section>
        </>
      )}
      <FavouriteAlerts propertyIds={favourites.map((f) => f.id)} />
      {hidden.length > 0 && (
        <section className="favourites__hidden" aria-labelledby="favourites-hidden-title">
          <h2 id="favourites-hidden-title">{t('hiddenTitle')}</h2>
          <p className="favourites__hint">{t('hiddenIntro')}</p>
          <ul>
            {hidden.map((id) => (
              <HiddenItem key={id} id={id} title={byId.get(id)?.title ?? null} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * The alerts on the favourites: the sign-up this browser keeps, else the form (when there are favourites to
 * follow). Rendered once the favourites are read, after hydration, so the kept sign-up is read in the browser only.
 */
function FavouriteAlerts({ propertyIds }: { propertyIds: number[] }) {
  const t = useTranslations('favourite-alert');
  const following = useAlertFollowing();
  const [stopped, setStopped] = useState(false);
  if (following) return <AlertStatus following={following} onStopped={() => setStopped(true)} />;
  return (
    <>
      {stopped && (
        <p className="favourites__hint" role="status">
          {t('status.stopped')}
        </p>
      )}
      {propertyIds.length > 0 && <AlertSignup propertyIds={propertyIds} />}
    </>
  );
}

type ItemProps = {
  favourite: Favourite;
  property: FavouriteProperty | undefined;
  /** Whether the current facts have arrived (until then a property missing from them is not yet withdrawn). */
  loaded: boolean;
  note: string;
  compared: boolean;
  compareFull: boolean;
  onCompare: () => void;
};

function FavouriteItem({ favourite: f, property: p, loaded, note, compared, compareFull, onCompare }: ItemProps) {
  const t = useTranslations('favourites');
  const tProperty = useTranslations('property');
  const id = useId();
  const state = loaded ? stateOf(p) : null;
  const title = p?.title ?? f.title;
  return (
    <li className={`favourite favourite--${state ?? 'loading'}`} data-property={f.id}>
      <div className="favourite__media">
        {p?.picture ? (
          <Image src={p.picture} alt="" fill sizes="(max-width: 767px) 100vw, 240px" />
        ) : (
          <span className="favourite__nophoto">{state === 'withdrawn' ? t('state.withdrawn') : tProperty('noPhoto')}</span>
        )}
      </div>
      <div className="favourite__body">
        <h2 className="favourite__title" id={`${id}-title`}>
          {state === 'withdrawn' ? (
            title || t('untitled', { id: f.id })
          ) : (
            <Link href={routeHref('/property/[id]', { id: f.id })}>{title || t('untitled', { id: f.id })}</Link>
          )}
        </h2>
        {state && <p className={`favourite__state favourite__state--${state}`}>{t(`state.${state}`)}</p>}
        {state === 'withdrawn' && <p className="favourite__withdrawn">{t('withdrawnText')}</p>}
        {p && (
          <>
            <p className="favourite__address">
              <Address address={p} />
            </p>
            <p className="favourite__price">
              <Price goal={p.goal} price={p.price} publishPrice={p.publishPrice} priceUnit={p.priceUnit} priceUnitText={p.priceUnitText} />
            </p>
          </>
        )}
        <div className="favourite__note">
          <label htmlFor={`${id}-note`}>{t('note')}</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={NOTE_MAX}
            defaultValue={note}
            aria-describedby={`${id}-note-hint`}
            onChange={(e) => favouritesStore.setNote(f.id, e.target.value)}
          />
          <p className="favourite__note-hint" id={`${id}-note-hint`}>
            {t('noteHint')}
          </p>
        </div>
        <div className="favourite__actions">
          {state !== 'withdrawn' && (
            <label className="favourite__compare">
              <input type="checkbox" checked={compared} disabled={!compared && compareFull} onChange={onCompare} aria-describedby={`${id}-title`} />
              {t('compare')}
            </label>
          )}
          <button
            type="button"
            className="button button--outline favourite__button"
            aria-describedby={`${id}-title`}
            onClick={() => favouritesStore.remove(f.id)}
          >
            {t('remove')}
          </button>
          <button
            type="button"
            className="button button--outline favourite__button"
            aria-describedby={`${id}-title`}
            onClick={() => favouritesStore.hide(f.id)}
          >
            {t('hide')}
          </button>
        </div>
      </div>
    </li>
  );
}

function HiddenItem({ id, title }: { id: number; title: string | null }) {
  const t = useTranslations('favourites');
  const labelId = useId();
  return (
    <li className="favourites__hidden-item">
      <span id={labelId}>{title ?? t('untitled', { id })}</span>
      <button type="button" className="button button--outline favourite__button" aria-describedby={labelId} onClick={() => favouritesStore.show(id)}>
        {t('show')}
      </button>
    </li>
  );
}
