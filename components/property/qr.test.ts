import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr';

describe('qrDrawing', () => {
  const url = 'https://agency.example/fr/bien/1234/';
  const { size, path } = qrDrawing(url);
  const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

  it('draws one unit square per dark module of the code, nothing else', () => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    expect(path.replace(/M\d+ \d+h1v1h-1z/g, '')).toBe('');
    expect(squares.length).toBe([...modules.data].filter(Boolean).length);
    for (const [col, row] of squares) expect(modules.get(row, col)).toBeTruthy();
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
