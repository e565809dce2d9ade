/**
 * The captcha's picture: a PNG rasterized on the server (sharp), so a robot gets pixels, never the
 * shapes of the characters. Each character is a set of strokes on a 4 × 6 grid; its size, rotation,
 * slant and position are applied to the points here (nothing readable per character in what is drawn),
 * the strokes are cut into short pieces and bent by a wave across the whole image, then drawn in a random
 * order among noise (dots, blobs and lines crossing the characters in the same inks).
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './size';

type Point = [number, number];
type Stroke = Point[];

const P: Stroke[] = [
  [
    [0, 6],
    [0, 0],
    [3, 0],
    [4, 1],
    [4, 2],
    [3, 3],
    [0, 3],
  ],
];
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.8, 3.8],
      [3.2, 3.8],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.6],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P,
  R: [
    ...P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1.5, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '6': [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
};

const INKS = ['#1d2430', '#14284b', '#3b2a5c', '#173f3a', '#4a2323'];

const rnd = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Cut a stroke into pieces of at most `step` pixels, so that the wave bends it rather than its corners only. */
function subdivide(stroke: Stroke, step: number): Stroke {
  const [start, ...rest] = stroke;
  if (!start) return [];
  const out: Stroke = [start];
  let [x0, y0] = start;
  for (const [x1, y1] of rest) {
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
    [x0, y0] = [x1, y1];
  }
  return out;
}

/** The items in a random order: each goes in at a random place among those already in (every order equally likely). */
const shuffle = <T>(list: readonly T[]): T[] => {
  const out: T[] = [];
  for (const item of list) out.splice(randomInt(out.length + 1), 0, item);
  return out;
};

/** The SVG the PNG is made from: absolute polylines only (server-side, never sent). */
export function captchaSvg(answer: string): string {
  // One wave over the whole picture, different each time.
  const wave = { ax: rnd(1.5, 3), ay: rnd(2, 3.5), kx: rnd(0.05, 0.09), ky: rnd(0.025, 0.045), px: rnd(0, 6.3), py: rnd(0, 6.3) };
  const warp = ([x, y]: Point): Point => [x + wave.ax * Math.sin(y * wave.kx + wave.px), y + wave.ay * Math.sin(x * wave.ky + wave.py)];
  const line = (points: Stroke) => 'M' + points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L');

  const strokes: string[] = [];
  const cell = (CAPTCHA_WIDTH - 24) / answer.length;
  [...answer].forEach((ch, i) => {
    const scale = rnd(4.6, 5.6);
    const cx = 12 + cell * (i + 0.5) + rnd(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + rnd(-4, 4);
    const angle = rad(rnd(-20, 20));
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const skew = Math.tan(rad(rnd(-12, 12)));
    const ink = INKS[randomInt(INKS.length)];
    const width = f(rnd(2.6, 3.4));
    for (const stroke of GLYPHS[ch] ?? []) {
      const placed = stroke.map(([gx, gy]): Point => {
        const x = (gx - 2 + rnd(-0.15, 0.15)) * scale;
        const y = (gy - 3 + rnd(-0.15, 0.15)) * scale;
        const sx = x + y * skew;
        return [cx + sx * c - y * s, cy + sx * s + y * c];
      });
      strokes.push(`<path d="${line(subdivide(placed, 3).map(warp))}" stroke="${ink}" stroke-width="${width}"/>`);
    }
  });

  const noise: string[] = [];
  for (let i = 0; i < 90; i++) {
    noise.push(
      `<circle cx="${f(rnd(0, CAPTCHA_WIDTH))}" cy="${f(rnd(0, CAPTCHA_HEIGHT))}" r="${f(rnd(0.4, 1.3))}" fill="${INKS[randomInt(INKS.length)]}" opacity="${f(rnd(0.3, 0.8))}"/>`,
    );
  }
  for (let i = 0; i < 10; i++) {
    noise.push(
      `<circle cx="${f(rnd(0, CAPTCHA_WIDTH))}" cy="${f(rnd(0, CAPTCHA_HEIGHT))}" r="${f(rnd(2, 5))}" fill="#9aa3b2" opacity="${f(rnd(0.2, 0.45))}"/>`,
    );
  }
  // Lines across the characters, in their inks: thin ones, and two nearly as thick as a stroke.
  for (let i = 0; i < 5; i++) {
    const y0 = rnd(8, CAPTCHA_HEIGHT - 8);
    const y1 = rnd(8, CAPTCHA_HEIGHT - 8);
    const points = subdivide(
      [
        [0, y0],
        [CAPTCHA_WIDTH / 2, rnd(4, CAPTCHA_HEIGHT - 4)],
        [CAPTCHA_WIDTH, y1],
      ],
      6,
    ).map(warp);
    noise.push(
      `<path d="${line(points)}" stroke="${INKS[randomInt(INKS.length)]}" stroke-width="${f(i < 2 ? rnd(1.6, 2.1) : rnd(0.7, 1.2))}" opacity="0.75"/>`,
    );
  }
  // Short strokes like pieces of characters, between them.
  for (let i = 0; i < 4; i++) {
    const x = rnd(0, CAPTCHA_WIDTH);
    const y = rnd(0, CAPTCHA_HEIGHT);
    const a = rad(rnd(0, 360));
    const l = rnd(6, 12);
    noise.push(
      `<path d="${line([
        [x, y],
        [x + l * Math.cos(a), y + l * Math.sin(a)],
      ])}" stroke="${INKS[randomInt(INKS.length)]}" stroke-width="${f(rnd(1.2, 2))}" opacity="0.6"/>`,
    );
  }

  const drawn = shuffle([...noise, ...strokes]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f3f1ea"/><g fill="none" stroke-linecap="round" stroke-linejoin="round">${drawn.join('')}</g></svg>`;
}

/** The PNG of `answer`, at twice the displayed size for sharp screens. */
export async function captchaPng(answer: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(answer)), { density: 144 })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

export { CAPTCHA_HEIGHT, CAPTCHA_WIDTH };
