'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

type Props = { children: React.ReactNode };

/**
 * The mobile menu: a button that opens a panel from the side; Escape, the backdrop or following a link closes it.
 * The panel's links (a second copy of the menu, the top links, the language switcher) are put in the page when it
 * opens: closed, the panel is hidden, and the browser need not build and hydrate them with the page.
 */
export function Drawer({ children }: Props) {
  const t = useTranslations('chrome');
  const [open, setOpen] = useState(false);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = '';
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className="drawer-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        <span className="drawer-toggle__bars" aria-hidden="true" />
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      <div className="drawer-backdrop" data-open={open} onClick={() => setOpen(false)} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className="drawer"
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu')}
        hidden={!open}
        onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
      >
        <button type="button" className="drawer__close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('closeMenu')}</span>
        </button>
        {open && children}
      </div>
    </>
  );
}
