'use client';
import { useRef, useState, type ComponentType } from 'react';
import type { CalculatorProps } from './PurchaseCostCalculator';

type Props = Omit<CalculatorProps, 'box'> & {
  /** The block as the server rendered it, shown until the calculator arrives. */
  children: React.ReactNode;
};

type Live = { Calculator: ComponentType<CalculatorProps> };

/**
 * The purchase-cost block's figures as the server rendered them, until the visitor first touches or focuses
 * the block: then the calculator's code is imported (not part of the page's first load) and takes over with
 * what the visitor entered so far, the focus kept on the same control. Everything else is in the calculator's
 * chunk, so a property page that shows no block (for rent, sold) carries only these few lines.
 */
export function PurchaseCostLoader({ children, ...props }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [live, setLive] = useState<Live | null>(null);
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
      {live ? <live.Calculator {...props} box={box} /> : children}
    </div>
  );
}
