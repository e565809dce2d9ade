'use client';

import { useEffect, useRef, useState } from 'react';

type ShareLabels = { button: string; menu: string; whatsapp: string; email: string; copy: string; copied: string; copyFailed: string };

type Props = {
  /** The page's address in its language (its canonical URL). */
  url: string;
  title: string;
  /** The message sent with the address. */
  text: string;
  /** WhatsApp and e-mail links (lib/domain/share.ts shareLinks). */
  links: { whatsapp: string; email: string };
  labels: ShareLabels;
};

/**
 * A share button: the device's share sheet where the browser has one (navigator.share), else a menu with
 * WhatsApp, e-mail and "copy link". The menu is a <details> rendered on the server, so its links work before
 * (and without) the script; the script only opens the share sheet, copies, and closes the menu on Escape or
 * a click elsewhere. "Link copied" is announced from a live region that is there from the start.
 */
export function Share({ url, title, text, links, labels }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !details.current?.contains(e.target as Node)) {
        details.current?.removeAttribute('open');
        if (e instanceof KeyboardEvent) details.current?.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="share">
      <details
        ref={details}
        onToggle={(e) => {
          setOpen(e.currentTarget.open);
          setStatus('');
        }}
      >
        <summary
          className="button button--outline share__button"
          onClick={(e) => {
            if (typeof navigator.share !== 'function') return;
            e.preventDefault();
            // A closed sheet (AbortError) or a refused one leaves the page as it was.
            navigator.share({ title, text, url }).catch(() => undefined);
          }}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
          </svg>
          {labels.button}
        </summary>
        <ul className="share__menu" aria-label={labels.menu}>
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className="share__item">
              {labels.whatsapp}
            </a>
          </li>
          <li>
            <a href={links.email} className="share__item">
              {labels.email}
            </a>
          </li>
          <li>
            <button
              type="button"
              className="share__item"
              onClick={() =>
                // No clipboard outside a secure context (http:): the failure's message shows the address to copy by hand.
                (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard')))
                  .then(() => setStatus(labels.copied))
                  .catch(() => setStatus(labels.copyFailed))
              }
            >
              {labels.copy}
            </button>
          </li>
        </ul>
      </details>
      {/* A live region without the status role: the page's own status (sold, rented) stays the one status of the page. */}
      <p className="share__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
