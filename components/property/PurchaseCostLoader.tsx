'use client';
import { useRef, useState, type ComponentType } from 'react';
import type { PurchaseEntries } from '@/lib/domain/purchase-cost';
import type { CalculatorProps } from './PurchaseCostCalculator';

type Props = Omit<CalculatorProps, 'initial' | 'focusId'> & {
  initial: PurchaseEntries;
  /** The block as the server rendered it, shown until the calculator arrives. */
  children: React.ReactNode;
};

type Live = { Calculator: ComponentType<CalculatorProps>; initial: PurchaseEntries; focusId: string | null };

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
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./PurchaseCostCalculator').then(
      ({ PurchaseCostCalculator }) =>
        setLive({
          Calculator: PurchaseCostCalculator,
          initial: entriesIn(box.current, initial),
          focusId: box.current?.contains(document.activeElement) ? document.activeElement!.id || null : null,
        }),
      () => {
        loading.current = false; // the next touch tries again
      },
    );
  };
  return (
    <div ref={box} className="purchase-cost__body" onFocusCapture={load} onPointerDownCapture={load}>
      {live ? <live.Calculator {...props} initial={live.initial} focusId={live.focusId} /> : children}
    </div>
  );
}
