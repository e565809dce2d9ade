/**
 * site.json `detail.blocks`: the condition rules of a block decide whether it shows on a property's page;
 * changing a block's rules (or removing them) changes which properties show it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detailBlockShows } from './detail';
import type { SiteFile } from './schema';

const shipped = (JSON.parse(readFileSync(join(__dirname, 'site.json'), 'utf8')) as SiteFile).detail.blocks;
const house = { zip: '9000', countryId: 10, goal: 0, publishAddress: true, energyPerformance: 150, epcLabelText: null, latitude: 51.05 };

describe('detail.blocks', () => {
  it('with the shipped rules: the mobiscore for a Flemish address shown, not for a Walloon one nor a hidden address', () => {
    expect(detailBlockShows(shipped, 'mobiscore', house)).toBe(true);
    expect(detailBlockShows(shipped, 'mobiscore', { ...house, zip: '5000' })).toBe(false);
    expect(detailBlockShows(shipped, 'mobiscore', { ...house, publishAddress: false })).toBe(false);
  });

  it('with the shipped rules: the energy block needs a performance or a label text; a block without rules always shows', () => {
    expect(detailBlockShows(shipped, 'energy', house)).toBe(true);
    expect(detailBlockShows(shipped, 'energy', { ...house, energyPerformance: null })).toBe(false);
    expect(detailBlockShows(shipped, 'energy', { ...house, energyPerformance: null, epcLabelText: 'B' })).toBe(true);
    expect(shipped.gallery).toBeUndefined();
    expect(detailBlockShows(shipped, 'gallery', { ...house, energyPerformance: null })).toBe(true);
  });

  it('changed rules change the page: mobiscore for Wallonia instead, the energy block without rules, the gallery hidden for rents', () => {
    const changed: SiteFile['detail']['blocks'] = {
      ...shipped,
      mobiscore: [{ field: 'region', logic: 'equals', compareWithValue: 'wallonia' }],
      energy: undefined,
      gallery: [{ field: 'goal', logic: 'equals', compareWithValue: 0 }],
    };
    expect(detailBlockShows(changed, 'mobiscore', house)).toBe(false);
    expect(detailBlockShows(changed, 'mobiscore', { ...house, zip: '5000' })).toBe(true);
    expect(detailBlockShows(changed, 'energy', { ...house, energyPerformance: null })).toBe(true);
    expect(detailBlockShows(changed, 'gallery', house)).toBe(true);
    expect(detailBlockShows(changed, 'gallery', { ...house, goal: 1 })).toBe(false);
  });
});
