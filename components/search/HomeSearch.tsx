'use client';

import Image from 'next/image';
import { useCallback, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SearchBoxResult } from '@/lib/data/search';
import type { SearchAnswers } from './SearchAnswers';

type Props = {
  /** The panel's content for an empty text, rendered on the server. */
  initial: SearchBoxResult;
  /** Localized paths of the two listings and of a property (with `{id}`). */
  hrefs: { sale: string; rent: string; property: string };
  /** Config showSearchCount: the sale and rent counts of each type and city. */
  showCounts: boolean;
  /** Config showCountProperty: the totals on the two buttons. */
  showTotals: boolean;
  /** Config showSearchInput: the text field and its result panel. */
  showInput?: boolean;
  /** Config showSearchButton: the two buttons to the for-sale and for-rent lists. */
  showButtons?: boolean;
};

function CountLink({ href, count, label, show }: { href: string; count: number; label: string; show: boolean }) {
  const text = show ? `${label} (${count})` : label;
  return count > 0 ? (
    <a href={href} className="search-panel__count">
      {text}
    </a>
  ) : (
    <span className="search-panel__count search-panel__count--zero" aria-disabled="true">
      {text}
    </span>
  );
}

/** A button to a listing: its total when the configuration shows totals; greyed and not a link when the total is zero. */
function TotalButton({
  href,
  label,
  total,
  show,
  className,
}: {
  href: string;
  label: string;
  total: { count: number; disabled: boolean };
  show: boolean;
  className: string;
}) {
  const content = (
    <>
      {label}
      {show && <span className="button__count">{total.count}</span>}
    </>
  );
  return total.disabled ? (
    <span className={`${className} button--disabled`} aria-disabled="true">
      {content}
    </span>
  ) : (
    <a href={href} className={className}>
      {content}
    </a>
  );
}

/**
 * The home search box: focus opens the panel with the groups Type, City and Property; blur closes it.
 * The text is matched exactly, case and accents ignored (lib/domain/search.ts, on the server).
 */
export function HomeSearch({ initial, hrefs, showCounts, showTotals, showInput = true, showButtons = true }: Props) {
  const t = useTranslations('homeSearch');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const q = text.trim();
  // The answers for the texts typed (SearchAnswers.tsx, with SWR) arrive with the box's first focus. The panel
  // shows the page's own for an empty text (nothing is asked on load), else the last answer received: that of
  // the text typed, or while it is asked the one before.
  const [Answers, setAnswers] = useState<typeof SearchAnswers | null>(null);
  const loading = useRef(false);
  const loadAnswers = () => {
    if (loading.current) return;
    loading.current = true;
    import('./SearchAnswers').then(
      (m) => setAnswers(() => m.SearchAnswers),
      () => (loading.current = false),
    );
  };
  const [answer, setAnswer] = useState<SearchBoxResult | null>(null);
  const onAnswer = useCallback((next: SearchBoxResult) => setAnswer(next), []);
  const result = q === '' ? initial : (answer ?? initial);
  const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`;
  const buttons = showButtons && (
    <div className="home-search__buttons">
      <TotalButton href={hrefs.sale} label={t('forSale')} total={result.totals.sale} show={showTotals} className="button button--primary" />
      <TotalButton href={hrefs.rent} label={t('forRent')} total={result.totals.rent} show={showTotals} className="button button--light" />
    </div>
  );
  if (!showInput) return buttons ? <div className="home-search home-search--buttons">{buttons}</div> : null;

  return (
    <div
      ref={box}
      className="home-search"
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <form className="home-search__form" action={hrefs.sale} method="get" role="search" aria-label={t('label')}>
        <label htmlFor={`${panelId}-q`} className="visually-hidden">
          {t('label')}
        </label>
        <input
          id={`${panelId}-q`}
          name="q"
          // A combobox (its list of types, places and properties below): a text input, as ARIA in HTML allows that
          // role on type=text only; the phone's keyboard still shows its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => {
            setOpen(true);
            loadAnswers();
          }}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={panelId}
        />
        {buttons}
      </form>
      {Answers && <Answers url={q === '' ? null : `/api/search/?lang=${locale}&q=${encodeURIComponent(q)}`} onAnswer={onAnswer} />}
      <div id={panelId} className="search-panel" hidden={!open} role="region" aria-label={t('results')}>
        {result.types.length + result.cities.length + result.properties.length === 0 ? (
          <p className="search-panel__empty">{t('noResults')}</p>
        ) : (
          <>
            {result.types.length > 0 && (
              <section className="search-panel__group" data-group="type" aria-labelledby={`${panelId}-types`}>
                <h2 id={`${panelId}-types`}>{t('types')}</h2>
                <ul>
                  {result.types.map((type) => (
                    <li key={type.webId} data-disabled={type.disabled}>
                      <span className="search-panel__name">{type.name}</span>
                      <CountLink href={withQuery(hrefs.sale, { type: String(type.webId) })} count={type.saleCount} label={t('sale')} show={showCounts} />
                      <CountLink href={withQuery(hrefs.rent, { type: String(type.webId) })} count={type.rentCount} label={t('rent')} show={showCounts} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {result.cities.length > 0 && (
              <section className="search-panel__group" data-group="city" aria-labelledby={`${panelId}-cities`}>
                <h2 id={`${panelId}-cities`}>{t('cities')}</h2>
                <ul>
                  {result.cities.map((c) => (
                    <li key={`${c.zip}-${c.name}`} data-disabled={c.disabled}>
                      <span className="search-panel__name">
                        {c.name} <span className="search-panel__zip">{c.zip}</span>
                      </span>
                      <CountLink href={withQuery(hrefs.sale, { city: `${c.name}|${c.zip}` })} count={c.saleCount} label={t('sale')} show={showCounts} />
                      <CountLink href={withQuery(hrefs.rent, { city: `${c.name}|${c.zip}` })} count={c.rentCount} label={t('rent')} show={showCounts} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {result.properties.length > 0 && (
              <section className="search-panel__group" data-group="property" aria-labelledby={`${panelId}-properties`}>
                <h2 id={`${panelId}-properties`}>{t('properties')}</h2>
                <ul>
                  {result.properties.map((p) => (
                    <li key={p.id}>
                      <a href={hrefs.property.replace('{id}', String(p.id))} className="search-panel__property">
                        {p.picture ? <Image src={p.picture} alt="" width={64} height={43} sizes="64px" /> : <span className="search-panel__nophoto" />}
                        <span>
                          <span className="search-panel__desc">{p.description}</span>
                          <span className="search-panel__ref">{p.reference}</span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
