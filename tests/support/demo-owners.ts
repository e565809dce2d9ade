/**
 * The demo owners (lib/db/seed/owners.ts) by position, for tests that rely on one of them and on one of
 * their properties: a missing one fails with its name rather than a TypeError.
 */
import { DEMO_OWNERS } from '@/lib/db/seed/owners';
import { must } from './must';

type DemoOwner = (typeof DEMO_OWNERS)[number];

/** Demo owner `n` (0 Claire, 1 Pieter, 2 Anna), with `firstProperty`, the first of their properties. */
export function demoOwner(n: number): DemoOwner & { firstProperty: number } {
  const owner = must(DEMO_OWNERS[n], `demo owner ${n}`);
  return { ...owner, firstProperty: must(owner.propertyIds[0], `a property of the demo owner ${owner.email}`) };
}
