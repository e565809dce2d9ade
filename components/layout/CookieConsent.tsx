'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { acceptAll, isPreviewPath, makeChoice, necessaryOnly, OPTIONAL_CONSENT_KINDS, type OptionalConsentKind, type TrackingIds } from '@/lib/domain/consent';
import { applyChoice, consentStore, sendConsentDefault } from './consentStore';

type Props = {
  /** The site info settings' analytics, ads, tag manager and pixel IDs. */
  ids: TrackingIds;
  /** Original path prefixes of previews: no dialog, no cookie checks, no scripts. */
  previewPaths: string[];
  /**
   * The dialog's text with its link to the cookie policy, rendered on the server: formatting a message with
   * a tag in the browser would start the browser's Intl (about 30 ms on a phone) while every page hydrates.
   */
  text: React.ReactNode;
};

type Draft = Record<OptionalConsentKind, boolean>;
const none: Draft = { analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false };

/**
 * The cookie consent dialog, shown on a first visit (not on previews) and from the footer's "Cookie
 * settings". It never blocks the page (a banner, not a modal); Escape does not dismiss it: a choice does.
 * It is in the page's HTML, pending: hidden unless the layout's consent check (lib/domain/consent-check)
 * found no stored choice, so a first visitor sees it with the page; its buttons work once the page runs.
 * Every page load sends Consent Mode's default (all denied, 500ms wait), then the stored choice as an
 * update, and loads only the scripts that choice allows.
 */
export function CookieConsent({ ids, previewPaths, text }: Props) {
  const t = useTranslations('consent');
  // The browser's own path: a 404 or a rewrite still shows where the visitor is.
  const pathname = usePathname();
  const preview = isPreviewPath(pathname, previewPaths);
  const { ready, choice, open } = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot);
  const [customizing, setCustomizing] = useState(false);
  const [draft, setDraft] = useState<Draft>(none);
  const dialog = useRef<HTMLDivElement>(null);
  const options = useRef<HTMLFieldSetElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const uid = useId();

  useEffect(() => {
    if (preview) return;
    sendConsentDefault();
    consentStore.start();
  }, [preview]);

  // The choice on every page: a Consent Mode update and the scripts it allows.
  useEffect(() => {
    if (!preview && choice) applyChoice(choice, ids);
  }, [preview, choice, ids, pathname]);

  const visible = ready && open && !preview;
  const pending = !ready && !preview;
  useEffect(() => {
    if (!visible) return;
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    dialog.current?.focus();
    return () => {
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    };
  }, [visible]);

  // Customize replaces its own button by the options: the first optional one takes the focus.
  useEffect(() => {
    if (customizing) options.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [customizing]);

  if (!visible && !pending) return null;

  const decide = (granted: Partial<Draft> | 'all' | 'none') => {
    consentStore.choose(granted === 'all' ? acceptAll() : granted === 'none' ? necessaryOnly() : makeChoice(granted));
    setCustomizing(false);
  };
  const customize = () => {
    setDraft(choice ? { ...choice.granted } : none);
    setCustomizing(true);
  };

  const titleId = `${uid}-title`;
  const textId = `${uid}-text`;
  const optionsId = `${uid}-options`;

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className="cookie-consent"
      data-customizing={customizing}
      data-pending={pending || undefined}
    >
      <h2 id={titleId} className="cookie-consent__title">
        {t('title')}
      </h2>
      <p id={textId} className="cookie-consent__text">
        {text}
      </p>
      {customizing && (
        <fieldset ref={options} id={optionsId} className="cookie-consent__options">
          <legend className="cookie-consent__legend">{t('optionsLegend')}</legend>
          <label className="cookie-consent__option">
            <input type="checkbox" checked disabled aria-labelledby={`${uid}-necessary`} aria-describedby={`${uid}-necessary-text`} />
            <span>
              <strong id={`${uid}-necessary`}>{t('kinds.necessary.label')}</strong>
              <small id={`${uid}-necessary-text`}>{t('kinds.necessary.text')}</small>
            </span>
          </label>
          {OPTIONAL_CONSENT_KINDS.map((kind) => (
            <label key={kind} className="cookie-consent__option">
              <input
                type="checkbox"
                name={kind}
                checked={draft[kind]}
                onChange={(e) => setDraft({ ...draft, [kind]: e.target.checked })}
                aria-labelledby={`${uid}-${kind}`}
                aria-describedby={`${uid}-${kind}-text`}
              />
              <span>
                <strong id={`${uid}-${kind}`}>{t(`kinds.${kind}.label`)}</strong>
                <small id={`${uid}-${kind}-text`}>{t(`kinds.${kind}.text`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="cookie-consent__actions">
        <button type="button" className="button button--primary" onClick={() => decide('all')} disabled={pending}>
          {t('acceptAll')}
        </button>
        <button type="button" className="button button--outline" onClick={() => decide('none')} disabled={pending}>
          {t('necessaryOnly')}
        </button>
        {customizing ? (
          <button type="button" className="button button--accent" onClick={() => decide(draft)}>
            {t('save')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--link cookie-consent__customize"
            aria-controls={optionsId}
            aria-expanded="false"
            onClick={customize}
            disabled={pending}
          >
            {t('customize')}
          </button>
        )}
      </div>
    </div>
  );
}
