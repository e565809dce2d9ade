/** site.json info.figures: yearsOfExperience and happyClients, set two ways, in the statistics view. */
import { describe, expect, it } from 'vitest';
import { statsItems } from './statsItems';

const stats = { forSale: 12, forRent: 4, soldOrRented: 30 };
const value = (items: ReturnType<typeof statsItems>, label: string) => items.find((i) => i.label === label)?.value;

describe('the statistics view', () => {
  it('shows the configured yearsOfExperience and happyClients next to the live counts', () => {
    const young = statsItems(stats, { yearsOfExperience: 5, happyClients: 120 });
    const old = statsItems(stats, { yearsOfExperience: 35, happyClients: 4200 });
    expect([value(young, 'statsYears'), value(young, 'statsClients')]).toEqual([5, 120]);
    expect([value(old, 'statsYears'), value(old, 'statsClients')]).toEqual([35, 4200]);
    expect(value(old, 'statsForSale')).toBe(12);
  });
});
