'use client';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { choiceOf, monthlyOf, purchaseCost, type PurchaseEntries, type RegionRates } from '@/lib/domain/purchase-cost';
import { PurchaseCostView } from './PurchaseCostView';

export type CalculatorProps = {
  /** The prefix of the controls' ids. */
  id: string;
  price: number;
  rates: RegionRates;
  day: string;
  showBuyers: boolean;
  /** The entries the server's form shows (the most common buyer). */
  initial: PurchaseEntries;
  /** The block holding the server's form, read on the calculator's first render. */
  box: RefObject<HTMLElement | null>;
};

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
 * Read while the calculator first renders, the server's form still in the page: what was typed up to then, and
 * the control with the focus and its caret, so no keystroke made while the code arrived is lost.
 */
function startFrom(box: HTMLElement | null, initial: PurchaseEntries) {
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active : null;
  const inside = focused && box?.contains(focused) ? focused : null;
  const caret = inside instanceof HTMLInputElement && inside.type === 'text' ? inside.selectionStart : null;
  return { entries: entriesIn(box, initial), focus: inside ? { id: inside.id, caret } : null };
}

/** The purchase-cost block in the browser: the figures follow the visitor's situation, loan, rate and term as they change them. */
export function PurchaseCostCalculator({ id, price, rates, day, showBuyers, initial, box }: CalculatorProps) {
  const [first] = useState(() => startFrom(box.current, initial));
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
