'use client';
import { useRef, useState, type ComponentType } from 'react';
import type { PurchaseEntries } from '@/lib/domain/purchase-cost';
import type { CalculatorProps } from './PurchaseCostCalculator';

type Props = Omit<CalculatorProps, 'start'> & {
  initial: PurchaseEntries;
  /** The block as the server rendered it, shown until the calculator arrives. */
  children: React.ReactNode;
};

type Live = { Calculator: ComponentType<CalculatorProps> };

/** The entries as the visitor left them in the server's form before the calculator arrived. */
function entriesIn(box: HTMLElement | null, fallback: PurchaseEntries): PurchaseEntries {
  const form = box?.querySelector('form');
  if (!form) return fallback;
  const data = new FormData(form);
  const text = (name: string) => (typeof data.get(name) === 'string' ? String(data.get(name)) : '');
  return {
    ownHome: data.get('ownHome') !== null,
    newBuild: data.get('newBuild') === 'yes',
    buyers: Number(data.get('buyers') ?? fallback.buyers) || fallback.buyers,
    loan: text('loan'),
    rate: text('rate'),
    years: text('years'),
  };
}

/**
 * The purchase-cost block's figures as the server rendered them, until the visitor first touches or focuses
 * the block: then the calculator's code is imported (not part of the page's first load) and takes over with
 * what the visitor entered so far, the focus kept on the same control.
 */
export function PurchaseCostLoader({ children, initial, ...props }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [live, setLive] = useState<Live | null>(null);
  // Read while the calculator first renders, the server's form still in the page: what was typed up to then, and
  // the control with the focus and its caret, so no keystroke made while the code arrived is lost.
  const start = () => {
    const active = document.activeElement;
    const focused = active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active : null;
    const inside = focused && box.current?.contains(focused) ? focused : null;
    const caret = inside instanceof HTMLInputElement && inside.type === 'text' ? inside.selectionStart : null;
    return { entries: entriesIn(box.current, initial), focus: inside ? { id: inside.id, caret } : null };
  };
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./PurchaseCostCalculator').then(
      ({ PurchaseCostCalculator }) => setLive({ Calculator: PurchaseCostCalculator }),
      () => {
        loading.current = false; // the next touch tries again
      },
    );
  };
  return (
    <div ref={box} className="purchase-cost__body" onFocusCapture={load} onPointerDownCapture={load}>
      {live ? <live.Calculator {...props} start={start} /> : children}
    </div>
  );
}
