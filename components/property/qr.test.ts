import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr';

describe('qrDrawing', () => {
  const url = 'https://agency.example/fr/bien/1234/';
  const { size, path } = qrDrawing(url);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // Every module a stroke covers: each row starts with an absolute move to the middle of its first run, the
  // other runs of the row follow by a relative move from the end of the one before.
  const runs: { col: number; row: number; length: number }[] = [];
  let pen = { col: 0, row: 0 };
  for (const m of path.matchAll(/M(\d+) (\d+)\.5h(\d+)|m(\d+) 0h(\d+)/g)) {
    const start = m[1] !== undefined ? { col: Number(m[1]), row: Number(m[2]) } : { col: pen.col + Number(m[4]), row: pen.row };
    const length = Number(m[3] ?? m[5]);
    runs.push({ ...start, length });
    pen = { col: start.col + length, row: start.row };
  }
  const squares = runs.flatMap(({ col, row, length }) => Array.from({ length }, (_, i) => [col + i, row] as const));

  it('covers exactly the dark modules of the code, each once, with nothing else in the path', () => {
    expect(size).toBe(modules.size);
    expect(path.replace(/M\d+ \d+\.5h\d+|m\d+ 0h\d+/g, '')).toBe('');
    expect(squares.length).toBe([...modules.data].filter(Boolean).length);
    expect(new Set(squares.map(([c, r]) => `${c},${r}`)).size).toBe(squares.length);
    for (const [col, row] of squares) expect(modules.get(row, col)).toBeTruthy();
  });
  it('draws a horizontal run of dark modules as one stroke, each row from one absolute move', () => {
    expect(runs.length).toBeLessThan(squares.length * 0.7);
    for (const { col, row, length } of runs) {
      if (col > 0) expect(modules.get(row, col - 1)).toBeFalsy();
      if (col + length < size) expect(modules.get(row, col + length)).toBeFalsy();
    }
    expect([...path.matchAll(/M/g)].length).toBe(new Set(runs.map((r) => r.row)).size);
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
