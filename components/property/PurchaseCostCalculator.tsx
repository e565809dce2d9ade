'use client';
import { useLayoutEffect, useState } from 'react';
import { choiceOf, monthlyOf, purchaseCost, type PurchaseEntries, type RegionRates } from '@/lib/domain/purchase-cost';
import { PurchaseCostView } from './PurchaseCostView';

export type CalculatorProps = {
  /** The prefix of the controls' ids. */
  id: string;
  price: number;
  rates: RegionRates;
  day: string;
  showBuyers: boolean;
  /** What the visitor had entered before the calculator arrived, and the control that had the focus (with its caret), read on the first render. */
  start: () => { entries: PurchaseEntries; focus: { id: string; caret: number | null } | null };
};

/** The purchase-cost block in the browser: the figures follow the visitor's situation, loan, rate and term as they change them. */
export function PurchaseCostCalculator({ id, price, rates, day, showBuyers, start }: CalculatorProps) {
  const [first] = useState(start);
  const [entries, setEntries] = useState(first.entries);
  // Before the browser handles the next key: the focus back on the same control, its caret where it was.
  useLayoutEffect(() => {
    if (!first.focus) return;
    const control = document.getElementById(first.focus.id);
    control?.focus();
    if (control instanceof HTMLInputElement && first.focus.caret !== null) control.setSelectionRange(first.focus.caret, first.focus.caret);
  }, [first]);
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
