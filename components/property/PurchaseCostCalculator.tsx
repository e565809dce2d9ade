'use client';
import { useEffect, useState } from 'react';
import { choiceOf, monthlyOf, purchaseCost, type PurchaseEntries, type RegionRates } from '@/lib/domain/purchase-cost';
import { PurchaseCostView } from './PurchaseCostView';

export type CalculatorProps = {
  /** The prefix of the controls' ids. */
  id: string;
  price: number;
  rates: RegionRates;
  day: string;
  showBuyers: boolean;
  /** What the visitor had entered before the calculator arrived. */
  initial: PurchaseEntries;
  /** The control that had the focus, to keep it there. */
  focusId: string | null;
};

/** The purchase-cost block in the browser: the figures follow the visitor's situation, loan, rate and term as they change them. */
export function PurchaseCostCalculator({ id, price, rates, day, showBuyers, initial, focusId }: CalculatorProps) {
  const [entries, setEntries] = useState(initial);
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);
  return (
    <PurchaseCostView
      id={id}
      entries={entries}
      cost={purchaseCost(price, choiceOf(entries), rates)}
      monthly={monthlyOf(entries)}
      day={day}
      showBuyers={showBuyers}
      onChange={setEntries}
    />
  );
}
