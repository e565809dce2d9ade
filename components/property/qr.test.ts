import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr';

describe('qrDrawing', () => {
  const url = 'https://agency.example/fr/bien/1234/';
  const { size, path } = qrDrawing(url);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // Every module a rectangle covers: a run of `h` modules from (col, row), one module high.
  const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)].map((m) => ({
    col: Number(m[1]),
    row: Number(m[2]),
    length: Number(m[3]),
    back: Number(m[4]),
  }));
  const squares = runs.flatMap(({ col, row, length }) => Array.from({ length }, (_, i) => [col + i, row] as const));

  it('covers exactly the dark modules of the code, each once, with nothing else in the path', () => {
    expect(size).toBe(modules.size);
    expect(path.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('');
    for (const run of runs) expect(run.back).toBe(run.length);
    expect(squares.length).toBe([...modules.data].filter(Boolean).length);
    expect(new Set(squares.map(([c, r]) => `${c},${r}`)).size).toBe(squares.length);
    for (const [col, row] of squares) expect(modules.get(row, col)).toBeTruthy();
  });
  it('draws a horizontal run of dark modules as one rectangle: fewer rectangles than dark modules', () => {
    expect(runs.length).toBeLessThan(squares.length * 0.7);
    for (const { col, row, length } of runs) {
      if (col > 0) expect(modules.get(row, col - 1)).toBeFalsy();
      if (col + length < size) expect(modules.get(row, col + length)).toBeFalsy();
    }
  });
  it('has the three finder patterns in its corners (dark 7 × 7 frames at top left, top right, bottom left)', () => {
    const dark = new Set(squares.map(([c, r]) => `${c},${r}`));
    for (const [c0, r0] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const)
      for (let i = 0; i < 7; i++) {
        expect(dark.has(`${c0 + i},${r0}`)).toBe(true);
        expect(dark.has(`${c0},${r0 + i}`)).toBe(true);
        expect(dark.has(`${c0 + i},${r0 + 6}`)).toBe(true);
      }
  });
  it('grows with a longer address', () => {
    expect(qrDrawing(`${url}${'x'.repeat(200)}`).size).toBeGreaterThan(size);
  });
});
