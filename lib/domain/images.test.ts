import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, ORIGINAL, resizeWidthFor } from './images';

describe('image resize widths', () => {
  it('lists the widths of the spec', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 400, 600, 1360]);
    expect(ORIGINAL).toBe('original');
  });

  it.each([
    [100, 100],
    [500, 400],
    [750, 600],
    [1050, 1360],
    [1600, 'original'],
  ])('serves a request of %i with %s, as the spec table says', (requested, width) => {
    expect(resizeWidthFor(requested)).toBe(width);
  });

  it.each([
    [1, 100],
    [99.5, 100],
    [100.5, 400],
    [101, 400],
    [400, 400],
    [501, 600],
    [600, 600],
    [751, 1360],
    [1049, 1360],
    [1051, 'original'],
    [1360, 'original'],
    [10000, 'original'],
    [Number.POSITIVE_INFINITY, 'original'],
  ])('serves an in-between request of %d with %s', (requested, width) => {
    expect(resizeWidthFor(requested)).toBe(width);
  });

  it('gives the smallest width to a request that is not a positive number', () => {
    expect(resizeWidthFor(0)).toBe(100);
    expect(resizeWidthFor(-5)).toBe(100);
    expect(resizeWidthFor(Number.NaN)).toBe(100);
    expect(resizeWidthFor(Number.NEGATIVE_INFINITY)).toBe(100);
    expect(resizeWidthFor('750' as unknown as number)).toBe(100);
  });
});
