/**
 * Generates stylized demo illustrations (flat style) into public/demo/.
 * Run: npx tsx scripts/make-demo-photos.ts
 * Deterministic: uses a seeded PRNG (mulberry32).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { itemAt, roundRobin } from '../lib/db/seed/lists';

const OUT = path.join(process.cwd(), 'public', 'demo');

// ---------- PRNG helpers ----------
function mulberry32(a: number) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const range = (r: Rng, a: number, b: number) => a + (b - a) * r();
const int = (r: Rng, a: number, b: number) => Math.floor(range(r, a, b + 1));
const pick = <T>(r: Rng, arr: readonly T[]): T => itemAt(arr, Math.floor(r() * arr.length));

// ---------- colour helpers ----------
function shade(hex: string, amt: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt)));
  const r = f((n >> 16) & 255),
    g = f((n >> 8) & 255),
    b = f(n & 255);
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}

// ---------- SVG primitives ----------
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
const poly = (pts: [number, number][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const svgDoc = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

let gid = 0;
function linGrad(stops: [number, string][], x2 = 0, y2 = 1): { id: string; def: string } {
  const id = `g${gid++}`;
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return { id, def: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>` };
}

// ---------- scene pieces ----------
const SKIES: [string, string][] = [
  ['#7fb3e6', '#dcecf8'],
  ['#8ec5ee', '#f4f1e6'],
  ['#6fa3d8', '#cfe3f3'],
  ['#a9c9e8', '#f6e9d7'],
  ['#93bde0', '#e9f2f7'],
];

function sky(W: number, H: number, top: string, bottom: string, r: Rng): { defs: string; body: string } {
  const g = linGrad([
    [0, top],
    [1, bottom],
  ]);
  let body = rect(0, 0, W, H, `url(#${g.id})`);
  if (r() < 0.6) {
    const sx = range(r, W * 0.1, W * 0.9),
      sy = range(r, H * 0.1, H * 0.25);
    body += circle(sx, sy, 120, '#fff6d8', 'opacity="0.35"') + circle(sx, sy, 70, '#fff3c4');
  }
  const nc = int(r, 2, 4);
  for (let i = 0; i < nc; i++) body += cloud(range(r, 0, W), range(r, H * 0.06, H * 0.3), range(r, 0.7, 1.4));
  return { defs: g.def, body };
}

function cloud(x: number, y: number, s: number): string {
  return (
    `<g opacity="0.9" fill="#ffffff">` +
    `<ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${28 * s}"/>` +
    `<circle cx="${x - 35 * s}" cy="${y - 15 * s}" r="${32 * s}"/>` +
    `<circle cx="${x + 20 * s}" cy="${y - 28 * s}" r="${42 * s}"/></g>`
  );
}

function tree(x: number, ground: number, s: number, r: Rng): string {
  const greens = ['#4f8a4b', '#5e9a55', '#3f7a45', '#6aa45e', '#487f3f'];
  const g = pick(r, greens);
  const th = 110 * s;
  let out = rect(x - 8 * s, ground - th, 16 * s, th, '#6b4a32');
  out += circle(x, ground - th - 40 * s, 75 * s, shade(g, -0.15));
  out += circle(x - 40 * s, ground - th - 10 * s, 55 * s, g);
  out += circle(x + 42 * s, ground - th - 5 * s, 52 * s, g);
  out += circle(x + 10 * s, ground - th - 70 * s, 55 * s, shade(g, 0.12));
  return out;
}

function hedge(x: number, y: number, w: number, h: number, col = '#4c8046'): string {
  let out = rect(x, y, w, h, col, `rx="${h / 2.5}"`);
  out += rect(x + 6, y + 4, w - 12, h * 0.35, shade(col, 0.15), `rx="${h / 4}"`);
  return out;
}

function windowEl(x: number, y: number, w: number, h: number, frame = '#ffffff', glass = '#9cc3df'): string {
  const gl = linGrad(
    [
      [0, shade(glass, 0.35)],
      [1, shade(glass, -0.2)],
    ],
    1,
    1,
  );
  return (
    `<defs>${gl.def}</defs>` +
    rect(x - 6, y - 6, w + 12, h + 12, frame) +
    rect(x, y, w, h, `url(#${gl.id})`) +
    rect(x + w / 2 - 3, y, 6, h, frame) +
    rect(x, y + h * 0.38, w, 6, frame) +
    rect(x - 10, y + h + 6, w + 20, 10, shade(frame, -0.12))
  );
}

// ---------- HOUSES ----------
const BRICKS = ['#a4553a', '#b5653f', '#8e4a35', '#c07a55', '#9c5b45', '#b86b4b', '#7f4434', '#c9a27a'];
const ROOFS = ['#3b3f46', '#4a4e57', '#5a3a32', '#2f3338', '#6b4436'];
const DOORS = ['#1f3b5c', '#2e4a3a', '#5b2a2a', '#333333', '#7a5a3a'];

function townhouse(x: number, w: number, ground: number, r: Rng): string {
  const floors = int(r, 2, 3);
  const fh = 210;
  const h = floors * fh + 40;
  const top = ground - h;
  const brick = pick(r, BRICKS);
  const roof = pick(r, ROOFS);
  let out = rect(x, top, w, h, brick);
  // brick texture
  for (let yy = top + 14; yy < ground; yy += 14) out += rect(x, yy, w, 1.5, shade(brick, -0.12), 'opacity="0.5"');
  // roof: gable or stepped
  const rh = range(r, 150, 230);
  if (r() < 0.7) {
    out += poly(
      [
        [x - 12, top],
        [x + w / 2, top - rh],
        [x + w + 12, top],
      ],
      roof,
    );
    out += poly(
      [
        [x - 12, top],
        [x + w / 2, top - rh],
        [x + w / 2, top - rh + 12],
        [x, top + 8],
      ],
      shade(roof, 0.15),
    );
    if (r() < 0.5) out += windowEl(x + w / 2 - 30, top - rh * 0.55, 60, 60);
  } else {
    out += rect(x - 10, top - 20, w + 20, 24, shade(brick, -0.2));
    out += poly(
      [
        [x + 10, top - 20],
        [x + w - 10, top - 20],
        [x + w - 30, top - rh * 0.6],
        [x + 30, top - rh * 0.6],
      ],
      roof,
    );
  }
  out += rect(x - 8, top - 4, w + 16, 12, '#e8e2d6');
  // windows
  const cols = w > 330 ? 3 : 2;
  const ww = Math.min(80, (w - 60) / cols - 40);
  const gap = (w - cols * ww) / (cols + 1);
  for (let f = 0; f < floors; f++) {
    const wy = top + 40 + f * fh + 30;
    const isGround = f === floors - 1;
    for (let c = 0; c < cols; c++) {
      const wx = x + gap + c * (ww + gap);
      if (isGround && c === cols - 1) {
        // door
        const dc = pick(r, DOORS);
        out += rect(wx - 10, ground - 180, ww + 20, 180, '#f2efe8');
        out += rect(wx, ground - 170, ww, 170, dc);
        out += rect(wx + 8, ground - 160, ww - 16, 40, '#bcd4e6');
        out += circle(wx + ww - 12, ground - 80, 4, '#d8b25a');
      } else {
        out += windowEl(wx, wy, ww, isGround ? 130 : 140);
      }
    }
    if (f < floors - 1) out += rect(x, top + 40 + (f + 1) * fh - 8, w, 8, shade(brick, -0.15));
  }
  return out;
}

function villa(cx: number, ground: number, r: Rng): string {
  const w = range(r, 900, 1100);
  const x = cx - w / 2;
  const render = pick(r, ['#f4f2ee', '#eeeae3', '#f7f5f0', '#e9e6e0']);
  const wood = pick(r, ['#a8744a', '#8f5f3b', '#b98556', '#7d5536']);
  const glass = pick(r, ['#7fa9c8', '#8cb4cf', '#6e98b8']);
  const h1 = 260,
    h2 = 230;
  let out = '';
  // ground floor
  out += rect(x, ground - h1, w, h1, render);
  // upper volume offset
  const ux = x + range(r, 0, w * 0.25);
  const uw = w * range(r, 0.55, 0.7);
  out += rect(ux, ground - h1 - h2, uw, h2, render);
  out += rect(ux - 15, ground - h1 - h2 - 16, uw + 30, 18, '#3a3d42');
  out += rect(x - 20, ground - h1 - 14, w + 40, 16, '#3a3d42');
  // wood cladding on part
  const wx = ux + uw * 0.6;
  out += rect(wx, ground - h1 - h2, uw * 0.4, h2, wood);
  for (let i = wx + 12; i < ux + uw; i += 14) out += rect(i, ground - h1 - h2, 2, h2, shade(wood, -0.2));
  // big glass ground
  const gl = linGrad(
    [
      [0, shade(glass, 0.4)],
      [1, shade(glass, -0.25)],
    ],
    1,
    1,
  );
  out += `<defs>${gl.def}</defs>`;
  out += rect(x + 40, ground - h1 + 40, w * 0.55, h1 - 40, `url(#${gl.id})`);
  for (let i = 1; i < 4; i++) out += rect(x + 40 + (w * 0.55 * i) / 4 - 3, ground - h1 + 40, 6, h1 - 40, '#2e3136');
  out += rect(x + 40, ground - h1 + 36, w * 0.55, 6, '#2e3136');
  // upper window strip
  out += rect(ux + 40, ground - h1 - h2 + 50, uw * 0.6 - 70, 120, `url(#${gl.id})`);
  out += rect(ux + 40, ground - h1 - h2 + 50, uw * 0.6 - 70, 6, '#2e3136');
  // door
  out += rect(x + w - 170, ground - 210, 90, 210, wood);
  out += rect(x + w - 100, ground - 120, 6, 40, '#d9d9d9');
  // patio
  out += rect(x - 60, ground, w + 120, 14, '#cfcac2');
  return out;
}

function apartments(cx: number, ground: number, r: Rng): string {
  const w = range(r, 700, 860);
  const x = cx - w / 2;
  const floors = int(r, 4, 5);
  const fh = 150;
  const h = floors * fh + 30;
  const col = pick(r, ['#d9c7ae', '#c9b8a3', '#e2ddd3', '#b9a48c', '#a5684c']);
  const acc = pick(r, ['#3b4250', '#55606e', '#6e5a4a']);
  let out = rect(x, ground - h, w, h, col);
  out += rect(x - 10, ground - h - 16, w + 20, 18, acc);
  const cols = 4;
  const cw = w / cols;
  for (let f = 0; f < floors; f++) {
    const y = ground - h + 30 + f * fh;
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + 30;
      out += rect(wx, y + 20, cw - 60, fh - 40, '#8fb5d2');
      out += rect(wx, y + 20, cw - 60, 5, '#ffffff');
      out += rect(wx + (cw - 60) / 2 - 2, y + 20, 4, fh - 40, '#ffffff');
      if (f < floors - 1 && c % 2 === 0 + (f % 2)) {
        // balcony
        out += rect(wx - 15, y + fh - 30, cw - 30, 10, acc);
        out += rect(wx - 15, y + fh - 75, cw - 30, 45, '#e9eef2', 'opacity="0.55"');
        out += rect(wx - 15, y + fh - 78, cw - 30, 4, acc);
      }
    }
  }
  // entrance
  out += rect(cx - 60, ground - 150, 120, 150, '#2f3a48');
  out += rect(cx - 80, ground - 165, 160, 16, acc);
  return out;
}

function groundLayer(W: number, H: number, ground: number, r: Rng): string {
  const lawn = pick(r, ['#7dab5c', '#86b463', '#74a356', '#8fba6b']);
  let out = rect(0, ground, W, H - ground, lawn);
  out += rect(0, ground, W, 8, shade(lawn, -0.15));
  return out;
}

function houseScene(i: number): string {
  const W = 1600,
    H = 1067;
  const r = mulberry32(1000 + i * 7919);
  const [t, b] = pick(r, SKIES);
  const s = sky(W, H, t, b, r);
  const ground = range(r, 860, 920);
  let body = s.body;
  // distant hills
  body += `<path d="M0 ${ground - 120} Q ${W * 0.3} ${ground - 220} ${W * 0.6} ${ground - 130} T ${W} ${ground - 150} V ${ground} H 0 Z" fill="#a9c9a0" opacity="0.6"/>`;
  const kind = i % 4;
  if (kind === 0) {
    // row of townhouses
    body += groundLayer(W, H, ground, r);
    let x = -60;
    while (x < W) {
      const w = range(r, 300, 380);
      body += townhouse(x, w, ground, r);
      x += w;
    }
    body += rect(0, ground, W, 60, '#b8b2a8');
    body += rect(0, ground + 60, W, 8, '#9f998f');
    body += rect(0, ground + 68, W, H, '#6e6f73');
    for (let px = 0; px < W; px += 80) body += rect(px, ground, 2, 60, '#a29c92');
    if (r() < 0.7) body += tree(range(r, 100, 300), ground + 40, 1.1, r);
  } else if (kind === 1) {
    body += groundLayer(W, H, ground, r);
    body += tree(range(r, 70, 110), ground, range(r, 1.0, 1.25), r);
    body += villa(W / 2 + range(r, -40, 40), ground, r);
    body += tree(range(r, 1490, 1530), ground, range(r, 1.0, 1.25), r);
    body += hedge(0, ground + 60, W * 0.35, 70);
    body += hedge(W * 0.65, ground + 60, W * 0.35, 70);
    body += poly(
      [
        [W * 0.42, H],
        [W * 0.58, H],
        [W * 0.55, ground + 14],
        [W * 0.45, ground + 14],
      ],
      '#d8d1c4',
    );
  } else if (kind === 3) {
    // detached brick house with front garden
    body += groundLayer(W, H, ground, r);
    body += tree(range(r, 1300, 1480), ground, range(r, 1.3, 1.6), r);
    const w = range(r, 520, 620);
    const hx = W / 2 - w / 2 + range(r, -120, 60);
    body += townhouse(hx, w, ground, r);
    body += rect(hx + w, ground - 230, 200, 230, '#f2efe8') + rect(hx + w + 20, ground - 200, 160, 200, pick(r, ['#6e6f73', '#8a8f96', '#4a4e57']));
    for (let k = 1; k < 6; k++) body += rect(hx + w + 20, ground - 200 + k * 33, 160, 3, '#f2efe8', 'opacity="0.6"');
    body += rect(hx + w - 5, ground - 240, 210, 14, '#3a3d42');
    body += tree(range(r, 80, 220), ground, range(r, 1.1, 1.4), r);
    const dww = Math.min(80, (w - 60) / 3 - 40),
      dgap = (w - 3 * dww) / 4;
    const px = hx + dgap + 2 * (dww + dgap) - 30,
      pw = dww + 60;
    body += hedge(0, ground + 50, px - 20, 75);
    body += hedge(px + pw + 20, ground + 50, W, 75);
    body += poly(
      [
        [px - 20, H],
        [px + pw + 20, H],
        [px + pw, ground],
        [px, ground],
      ],
      '#d8d1c4',
    );
    for (let k = 0; k < 8; k++)
      body += circle(range(r, 40, W - 40), range(r, ground + 160, H - 20), range(r, 8, 14), pick(r, ['#f2d14b', '#e86f6f', '#ffffff', '#d98ad6']));
  } else {
    body += groundLayer(W, H, ground, r);
    body += apartments(W / 2 + range(r, -150, 150), ground, r);
    body += tree(range(r, 100, 250), ground, range(r, 1.0, 1.3), r);
    body += tree(range(r, 1350, 1500), ground, range(r, 1.0, 1.3), r);
    body += rect(0, ground + 80, W, H, '#cfc9bf');
    body += hedge(0, ground + 20, W, 60);
  }
  return svgDoc(W, H, s.defs, body);
}

// ---------- INTERIORS ----------
const WALLS = ['#ece4d8', '#dfe7e2', '#e8ddd0', '#dde3ea', '#f0e9e0', '#e6d9cc', '#d7e0d6', '#efe3d3'];
const FLOORS = ['#c49a6c', '#b88a5a', '#d2ae84', '#a87b52', '#cfb497'];
const FABRIC = ['#5b6f8a', '#8a6f5b', '#6d8a73', '#c2a27a', '#7a7f88', '#b86b4b', '#3f5a78'];

function plant(x: number, y: number, s: number): string {
  let out = poly(
    [
      [x - 30 * s, y - 70 * s],
      [x + 30 * s, y - 70 * s],
      [x + 22 * s, y],
      [x - 22 * s, y],
    ],
    '#c98f5e',
  );
  const leaves = [
    [-40, -150, 30],
    [0, -190, 34],
    [38, -155, 30],
    [-15, -120, 28],
    [22, -110, 26],
  ] as const;
  for (const [dx, dy, rr] of leaves)
    out += `<ellipse cx="${x + dx * s}" cy="${y + dy * s}" rx="${rr * 0.6 * s}" ry="${rr * 1.4 * s}" fill="#4f8a4b" transform="rotate(${dx * 0.8} ${x + dx * s} ${y + dy * s})"/>`;
  return out;
}

function lampFloor(x: number, floorY: number): string {
  return (
    rect(x - 3, floorY - 330, 6, 330, '#3a3a3a') +
    rect(x - 40, floorY - 8, 80, 8, '#3a3a3a', 'rx="4"') +
    poly(
      [
        [x - 45, floorY - 330],
        [x + 45, floorY - 330],
        [x + 30, floorY - 410],
        [x - 30, floorY - 410],
      ],
      '#f3e6c8',
    ) +
    circle(x, floorY - 320, 90, '#fff3c4', 'opacity="0.18"')
  );
}

function picture(x: number, y: number, w: number, h: number, r: Rng): string {
  const c1 = pick(r, ['#e3b46b', '#7fa9c8', '#c9786a', '#8fb18a', '#3f5a78']);
  const c2 = pick(r, ['#f3ede2', '#2f3a48', '#d9c7ae']);
  return (
    rect(x - 8, y - 8, w + 16, h + 16, '#2f2f2f') +
    rect(x, y, w, h, c2) +
    circle(x + w * 0.6, y + h * 0.4, Math.min(w, h) * 0.22, c1) +
    poly(
      [
        [x, y + h],
        [x + w * 0.4, y + h * 0.5],
        [x + w * 0.75, y + h],
      ],
      shade(c1, -0.3),
    )
  );
}

function interiorScene(i: number): string {
  const W = 1600,
    H = 1067;
  const r = mulberry32(5000 + i * 104729);
  const wall = pick(r, WALLS);
  const floor = pick(r, FLOORS);
  // back wall rectangle (perspective box)
  const bx = 260,
    by = 110,
    bw = 1080,
    bh = 640;
  const floorY = by + bh;
  const g = linGrad([
    [0, shade(wall, 0.1)],
    [1, shade(wall, -0.05)],
  ]);
  const fg = linGrad([
    [0, shade(floor, -0.1)],
    [1, shade(floor, 0.05)],
  ]);
  const [st, sb] = pick(r, SKIES);
  const skyG = linGrad([
    [0, st],
    [1, sb],
  ]);
  const defs = g.def + fg.def + skyG.def;
  let b = '';
  b += rect(0, 0, W, H, shade(wall, -0.12)); // ceiling base
  b += poly(
    [
      [0, 0],
      [W, 0],
      [bx + bw, by],
      [bx, by],
    ],
    shade(wall, 0.15),
  ); // ceiling
  b += poly(
    [
      [0, 0],
      [bx, by],
      [bx, floorY],
      [0, H],
    ],
    shade(wall, -0.1),
  ); // left wall
  b += poly(
    [
      [W, 0],
      [bx + bw, by],
      [bx + bw, floorY],
      [W, H],
    ],
    shade(wall, -0.06),
  ); // right wall
  b += rect(bx, by, bw, bh, `url(#${g.id})`);
  // floor with planks in perspective
  b += poly(
    [
      [bx, floorY],
      [bx + bw, floorY],
      [W, H],
      [0, H],
    ],
    `url(#${fg.id})`,
  );
  const vx = W / 2,
    vy = floorY - ((H - floorY) * (vx - bx)) / bx;
  for (let k = 0; k <= 16; k++) {
    const fx = bx + (bw * k) / 16;
    const ex = vx + (fx - vx) * ((H - vy) / (floorY - vy));
    b += `<line x1="${fx.toFixed(1)}" y1="${floorY}" x2="${ex.toFixed(1)}" y2="${H}" stroke="${shade(floor, -0.22)}" stroke-width="2" opacity="0.6"/>`;
  }
  b += rect(bx, floorY - 14, bw, 14, shade(wall, 0.25));
  // big window on back wall
  const winLeft = r() < 0.5;
  const wx = winLeft ? bx + 70 : bx + bw - 70 - 460,
    wy = by + 70,
    ww = 460,
    wh = 420;
  b += rect(wx - 14, wy - 14, ww + 28, wh + 28, '#ffffff');
  b += rect(wx, wy, ww, wh, `url(#${skyG.id})`);
  b += cloud(wx + ww * 0.35, wy + 110, 0.7);
  b += `<path d="M${wx} ${wy + wh - 90} Q ${wx + ww * 0.4} ${wy + wh - 160} ${wx + ww} ${wy + wh - 100} V ${wy + wh} H ${wx} Z" fill="#7fa866"/>`;
  b += circle(wx + ww * 0.75, wy + wh - 130, 55, '#5e9a55');
  b += rect(wx + ww / 2 - 5, wy, 10, wh, '#ffffff') + rect(wx, wy + wh * 0.55, ww, 10, '#ffffff');
  b += rect(wx - 24, wy + wh + 14, ww + 48, 14, '#f4f4f4');
  // curtains
  const cur = pick(r, ['#e9e1d2', '#d8cbb5', '#c9d3d9']);
  b += rect(wx - 70, wy - 30, 55, wh + 120, cur, 'opacity="0.9"') + rect(wx + ww + 15, wy - 30, 55, wh + 120, cur, 'opacity="0.9"');
  const other = winLeft ? bx + bw - 330 : bx + 90;
  const type = i % 4; // 0 living, 1 kitchen, 2 bedroom, 3 dining
  const fab = pick(r, FABRIC);
  if (type === 0) {
    // pictures + sofa + rug + coffee table
    b += picture(other + 20, by + 120, 200, 150, r);
    b += `<ellipse cx="${W / 2}" cy="${floorY + 170}" rx="520" ry="95" fill="${pick(r, ['#d9c7ae', '#b9c4cc', '#cdb79a', '#a8b8a0'])}"/>`;
    const sx = W / 2 - 380,
      sy = floorY + 20;
    b += rect(sx, sy - 200, 760, 110, shade(fab, -0.1), 'rx="26"');
    b += rect(sx - 30, sy - 110, 820, 130, fab, 'rx="22"');
    b += rect(sx - 40, sy - 170, 70, 190, shade(fab, -0.15), 'rx="22"') + rect(sx + 730, sy - 170, 70, 190, shade(fab, -0.15), 'rx="22"');
    b += rect(sx + 40, sy - 175, 120, 80, shade(fab, 0.35), 'rx="18"') + rect(sx + 600, sy - 175, 120, 80, pick(r, ['#e3b46b', '#e9e1d2']), 'rx="18"');
    b += rect(sx + 10, sy + 20, 12, 30, '#3a2a20') + rect(sx + 738, sy + 20, 12, 30, '#3a2a20');
    b +=
      rect(W / 2 - 200, floorY + 170, 400, 28, '#8a5f3d', 'rx="8"') +
      rect(W / 2 - 180, floorY + 198, 12, 60, '#5a3d28') +
      rect(W / 2 + 168, floorY + 198, 12, 60, '#5a3d28');
    b += circle(W / 2 + 90, floorY + 160, 16, '#f3ede2');
    b += lampFloor(winLeft ? 1420 : 180, floorY + 180);
    b += plant(winLeft ? 180 : 1420, floorY + 230, 1.3);
  } else if (type === 1) {
    // kitchen counter + upper cabinets + island
    const cab = pick(r, ['#f4f2ee', '#2f3a48', '#6d8a73', '#d9cdb8', '#3f4a44']);
    const top = pick(r, ['#efece6', '#3a3a3a', '#cfc8bc']);
    const kx = winLeft ? bx + 600 : bx,
      kw = bw - 600;
    b += rect(kx, floorY - 250, kw, 250, cab);
    b += rect(kx - 5, floorY - 262, kw + 10, 18, top);
    for (let c = 0; c < 4; c++)
      b +=
        rect(kx + (kw * c) / 4 + 6, floorY - 230, kw / 4 - 12, 200, shade(cab, 0.05), `stroke="${shade(cab, -0.15)}" stroke-width="3"`) +
        rect(kx + (kw * (c + 0.5)) / 4 - 20, floorY - 215, 40, 6, '#b9b9b9');
    b += rect(kx + 10, by + 60, kw - 20, 180, cab);
    for (let c = 0; c < 3; c++)
      b += rect(kx + 10 + ((kw - 20) * c) / 3 + 5, by + 65, (kw - 20) / 3 - 10, 170, shade(cab, 0.05), `stroke="${shade(cab, -0.15)}" stroke-width="3"`);
    b += rect(kx + 10, by + 240, kw - 20, floorY - 262 - by - 240, shade(wall, 0.3)); // backsplash
    b += rect(kx + kw * 0.55, floorY - 340, 12, 80, '#9a9a9a') + rect(kx + kw * 0.55, floorY - 340, 60, 10, '#9a9a9a');
    // island
    b += rect(W / 2 - 420, floorY + 40, 840, 230, shade(cab, -0.05));
    b += rect(W / 2 - 440, floorY + 22, 880, 26, top);
    // stools
    for (const sx of [-250, 0, 250])
      b += rect(W / 2 + sx - 45, floorY + 150, 90, 22, '#8a5f3d', 'rx="10"') + rect(W / 2 + sx - 4, floorY + 172, 8, 120, '#333');
    b += `<path d="M${W / 2 - 300} ${floorY + 22} q 0 -60 60 -60 q 60 0 60 60 z" fill="#e9e1d2"/>`;
    b += plant(W / 2 + 300, floorY + 22, 0.7);
    // pendant lamps
    for (const px of [-220, 0, 220])
      b +=
        rect(W / 2 + px - 1, 0, 2, by + 90, '#333') +
        `<path d="M${W / 2 + px - 40} ${by + 140} q 40 -70 80 0 z" fill="#2f3a48"/>` +
        circle(W / 2 + px, by + 145, 30, '#fff3c4', 'opacity="0.35"');
  } else if (type === 2) {
    // bedroom: headboard, bed, nightstands, lamps
    b += picture(W / 2 - 130 + (winLeft ? 260 : -260), by + 120, 260, 170, r);
    const bx2 = winLeft ? 780 : 300,
      bwid = 520;
    b += rect(bx2, floorY - 250, bwid, 260, shade(fab, -0.1), 'rx="20"');
    b += poly(
      [
        [bx2 - 30, floorY - 40],
        [bx2 + bwid + 30, floorY - 40],
        [bx2 + bwid + 110, floorY + 230],
        [bx2 - 110, floorY + 230],
      ],
      '#f6f3ee',
    );
    b += poly(
      [
        [bx2 - 60, floorY + 70],
        [bx2 + bwid + 60, floorY + 70],
        [bx2 + bwid + 110, floorY + 230],
        [bx2 - 110, floorY + 230],
      ],
      shade(fab, 0.2),
    );
    b += rect(bx2 - 110, floorY + 230, bwid + 220, 45, shade(fab, 0.05));
    b += rect(bx2 + 50, floorY - 90, 200, 70, '#ffffff', 'rx="22"') + rect(bx2 + bwid - 250, floorY - 90, 200, 70, '#ffffff', 'rx="22"');
    for (const nx of [bx2 - 200, bx2 + bwid + 60]) {
      b += rect(nx, floorY - 40, 140, 140, '#8a5f3d', 'rx="6"') + rect(nx + 10, floorY + 30, 120, 3, '#5a3d28');
      b +=
        rect(nx + 65, floorY - 110, 10, 70, '#c9a27a') +
        poly(
          [
            [nx + 30, floorY - 110],
            [nx + 110, floorY - 110],
            [nx + 95, floorY - 170],
            [nx + 45, floorY - 170],
          ],
          '#f3e6c8',
        );
    }
    b += plant(winLeft ? 200 : 1400, floorY + 240, 1.2);
  } else {
    // dining: table, chairs, pendant, sideboard
    b += picture(other + 10, by + 110, 240, 170, r);
    b += rect(other - 20, floorY - 170, 300, 170, '#8a5f3d') + rect(other - 20, floorY - 178, 300, 10, '#6f4a30');
    b += plant(other + 230, floorY - 178, 0.6);
    const tc = W / 2;
    b += `<ellipse cx="${tc}" cy="${floorY + 150}" rx="560" ry="90" fill="${pick(r, ['#cdb79a', '#b9c4cc', '#a8b8a0'])}"/>`;
    for (const cx of [-300, -100, 100, 300]) b += rect(tc + cx - 45, floorY - 20, 90, 150, shade(fab, -0.1), 'rx="14"');
    b += rect(tc - 420, floorY + 60, 840, 30, '#9a6a44', 'rx="6"');
    b += rect(tc - 390, floorY + 90, 18, 170, '#6f4a30') + rect(tc + 372, floorY + 90, 18, 170, '#6f4a30');
    b += circle(tc - 150, floorY + 55, 20, '#f3ede2') + circle(tc + 150, floorY + 55, 20, '#f3ede2');
    b += rect(tc - 12, floorY + 10, 24, 50, '#7fa9c8', 'rx="6"') + circle(tc, floorY + 0, 22, '#e3b46b');
    b += rect(tc - 1, 0, 2, by + 160, '#333') + `<path d="M${tc - 90} ${by + 230} q 90 -120 180 0 z" fill="${pick(r, ['#c8a45c', '#2f3a48', '#f4f2ee'])}"/>`;
  }
  return svgDoc(W, H, defs, b);
}

// ---------- BANNERS (dusk) ----------
function duskSky(W: number, H: number, r: Rng): { defs: string; body: string } {
  const g = linGrad([
    [0, '#1c2a4a'],
    [0.25, '#3b4a7a'],
    [0.48, '#a8708e'],
    [0.68, '#f0a877'],
    [1, '#f6c48e'],
  ]);
  let body = rect(0, 0, W, H, `url(#${g.id})`);
  for (let k = 0; k < 60; k++) body += circle(range(r, 0, W), range(r, 0, H * 0.35), range(r, 1, 2.6), '#ffffff', `opacity="${range(r, 0.3, 0.8).toFixed(2)}"`);
  body += circle(range(r, W * 0.55, W * 0.9), range(r, H * 0.12, H * 0.22), 46, '#fbeed0', 'opacity="0.9"');
  return { defs: g.def, body };
}

function litWindow(x: number, y: number, w: number, h: number, r: Rng, frame = '#e9e4da'): string {
  const lit = r() < 0.55;
  const c = lit ? pick(r, ['#ffd58a', '#ffe2a8', '#f9c877']) : pick(r, ['#2c3550', '#35405e']);
  return rect(x - 5, y - 5, w + 10, h + 10, frame) + rect(x, y, w, h, c) + rect(x + w / 2 - 2.5, y, 5, h, frame) + rect(x, y + h * 0.38, w, 5, frame);
}

function duskTownhouse(x: number, w: number, ground: number, r: Rng, scale = 1): string {
  const floors = int(r, 2, 3);
  const fh = 200 * scale;
  const h = floors * fh + 40 * scale;
  const top = ground - h;
  const brick = shade(pick(r, BRICKS), -0.35);
  const roof = shade(pick(r, ROOFS), -0.3);
  let out = rect(x, top, w, h, brick);
  const rh = range(r, 140, 220) * scale;
  if (r() < 0.65)
    out += poly(
      [
        [x - 10, top],
        [x + w / 2, top - rh],
        [x + w + 10, top],
      ],
      roof,
    );
  else {
    // stepped gable (Flemish)
    const steps = 4,
      sw = w / (2 * steps + 1);
    const pts: [number, number][] = [[x, top]];
    for (let k = 0; k < steps; k++) {
      pts.push([x + k * sw, top - ((k + 1) * rh) / steps]);
      pts.push([x + (k + 1) * sw, top - ((k + 1) * rh) / steps]);
    }
    pts.push([x + w - steps * sw, top - rh]);
    for (let k = steps - 1; k >= 0; k--) {
      pts.push([x + w - (k + 1) * sw, top - ((k + 1) * rh) / steps]);
      pts.push([x + w - k * sw, top - ((k + 1) * rh) / steps]);
    }
    pts.push([x + w, top]);
    out += poly(pts, brick);
  }
  const cols = w > 300 * scale ? 3 : 2;
  const ww = Math.min(70 * scale, (w - 40) / cols - 36);
  const gap = (w - cols * ww) / (cols + 1);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + gap + c * (ww + gap);
      if (f === floors - 1 && c === cols - 1) {
        out += rect(wx, ground - 160 * scale, ww, 160 * scale, '#1a1f2b') + rect(wx + 6, ground - 150 * scale, ww - 12, 30 * scale, '#ffd58a');
      } else out += litWindow(wx, top + 40 * scale + f * fh + 30 * scale, ww, 120 * scale, r);
    }
  }
  return out;
}

function streetLamp(x: number, ground: number, s = 1): string {
  return (
    circle(x, ground - 300 * s, 120 * s, '#ffdca0', 'opacity="0.12"') +
    circle(x, ground - 300 * s, 50 * s, '#ffdca0', 'opacity="0.25"') +
    rect(x - 5 * s, ground - 300 * s, 10 * s, 300 * s, '#1a1f2b') +
    rect(x - 18 * s, ground - 318 * s, 36 * s, 26 * s, '#ffe2a8', `rx="${6 * s}"`) +
    rect(x - 22 * s, ground - 324 * s, 44 * s, 8 * s, '#1a1f2b')
  );
}

function textShade(W: number, H: number): { defs: string; body: string } {
  const id = `g${gid++}`;
  const def = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1426" stop-opacity="0.8"/><stop offset="0.45" stop-color="#0b1426" stop-opacity="0.45"/><stop offset="0.75" stop-color="#0b1426" stop-opacity="0"/></linearGradient>`;
  const id2 = `g${gid++}`;
  const def2 = `<linearGradient id="${id2}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.4" stop-color="#0b1426" stop-opacity="0"/><stop offset="1" stop-color="#0b1426" stop-opacity="0.7"/></linearGradient>`;
  return { defs: def + def2, body: rect(0, 0, W, H, `url(#${id})`) + rect(0, 0, W, H, `url(#${id2})`) };
}

function bannerScene(n: number): string {
  const W = 2400,
    H = 1200;
  const r = mulberry32(9000 + n * 31337);
  const s = duskSky(W, H, r);
  let defs = s.defs,
    b = s.body;
  const ground = 960;
  if (n === 1) {
    // street with townhouses and trees
    b += `<path d="M0 ${ground - 260} Q 600 ${ground - 360} 1200 ${ground - 280} T 2400 ${ground - 300} V ${ground} H 0 Z" fill="#2d3556" opacity="0.8"/>`;
    let x = -40;
    while (x < W) {
      const w = range(r, 220, 290);
      b += duskTownhouse(x, w, ground, r, 0.72);
      x += w;
    }
    b += rect(0, ground, W, 50, '#3a3f4f') + rect(0, ground + 50, W, H, '#22283a');
    for (let lx = 200; lx < W; lx += 520) b += streetLamp(lx + range(r, -40, 40), ground + 40, 0.8);
    for (let dx = 100; dx < W; dx += 260) b += rect(dx, ground + 150, 120, 8, '#c9c3b0', 'opacity="0.5"');
  } else if (n === 2) {
    // canal-side townhouse row with reflections
    const wl = 860;
    let row = '';
    let x = -30;
    while (x < W) {
      const w = range(r, 200, 260);
      row += duskTownhouse(x, w, wl, r, 0.66);
      x += w;
    }
    b += row;
    b += rect(0, wl, W, 30, '#2b2f3c');
    const wg = linGrad([
      [0, '#3a4468'],
      [1, '#141c30'],
    ]);
    defs += wg.def;
    b += rect(0, wl + 30, W, H, `url(#${wg.id})`);
    b += `<g transform="translate(0 ${2 * wl + 60}) scale(1 -1)" opacity="0.25">${row}</g>`;
    b += rect(0, wl + 30, W, H, '#141c30', 'opacity="0.35"');
    for (let k = 0; k < 40; k++)
      b += rect(range(r, 0, W), range(r, wl + 50, H), range(r, 40, 160), 3, '#ffd58a', `opacity="${range(r, 0.15, 0.4).toFixed(2)}"`);
    for (let lx = 150; lx < W; lx += 600) b += streetLamp(lx, wl, 0.8);
  } else {
    // skyline
    for (const [layer, col] of ['#4a5580', '#323b62', '#1d2440'].entries()) {
      const base = ground + 40 + layer * 40;
      let x = -20;
      while (x < W) {
        const w = range(r, 90, 220),
          h = range(r, 260, 700) * (1 - layer * 0.2);
        b += rect(x, base - h, w, h + 400, col);
        if (r() < 0.2) b += rect(x + w / 2 - 3, base - h - 60, 6, 60, col);
        for (let yy = base - h + 25; yy < base - 30; yy += 38)
          for (let xx = x + 14; xx < x + w - 24; xx += 30) if (r() < 0.4) b += rect(xx, yy, 14, 18, '#ffd58a', `opacity="${(0.55 + layer * 0.15).toFixed(2)}"`);
        x += w + range(r, 0, 30);
      }
    }
    b += rect(0, ground + 80, W, H, '#121829');
  }
  const t = textShade(W, H);
  return svgDoc(W, H, defs + t.defs, b + t.body);
}

// ---------- TEAM AVATARS ----------
const SKINS = ['#f1c9a5', '#e0ac82', '#c68a62', '#8d5a3b', '#f5d6bd', '#a8724e'];
const HAIRS = ['#2b1d14', '#6b4226', '#c9a05c', '#1a1a1a', '#8a8a8a', '#a0522d'];
const SHIRTS = ['#14284b', '#3f5a78', '#6d8a73', '#c8a45c', '#8a4f5b', '#4a4e57'];
const BGS = ['#dbe8f5', '#f5e6d6', '#e2f0e4', '#efe0ef', '#f6efd6', '#e0e6f0'];

function teamScene(n: number): string {
  const W = 600,
    H = 600;
  const r = mulberry32(777 + n * 1013);
  const skin = roundRobin(SKINS, n - 1);
  const hair = roundRobin(HAIRS, n * 2 + 1);
  const shirt = roundRobin(SHIRTS, n - 1);
  const bg = roundRobin(BGS, n - 1);
  const long = n % 2 === 0;
  let b = rect(0, 0, W, H, bg) + circle(300, 330, range(r, 240, 260), shade(bg, -0.06));
  const cx = 300,
    cy = 250;
  if (long)
    b += `<path d="M${cx - 120} ${cy - 20} Q ${cx - 140} ${cy + 180} ${cx - 90} ${cy + 230} H ${cx + 90} Q ${cx + 140} ${cy + 180} ${cx + 120} ${cy - 20} Z" fill="${hair}"/>`;
  // shoulders
  b += `<path d="M${cx - 230} ${H} Q ${cx - 220} ${cy + 190} ${cx - 60} ${cy + 170} H ${cx + 60} Q ${cx + 220} ${cy + 190} ${cx + 230} ${H} Z" fill="${shirt}"/>`;
  b += rect(cx - 38, cy + 80, 76, 100, shade(skin, -0.12), 'rx="20"');
  b += poly(
    [
      [cx - 60, cy + 170],
      [cx, cy + 240],
      [cx + 60, cy + 170],
    ],
    shade(skin, -0.12),
  );
  if (n % 3 === 0)
    b +=
      poly(
        [
          [cx - 60, cy + 170],
          [cx, cy + 240],
          [cx - 20, cy + 320],
          [cx - 100, cy + 200],
        ],
        shade(shirt, 0.15),
      ) +
      poly(
        [
          [cx + 60, cy + 170],
          [cx, cy + 240],
          [cx + 20, cy + 320],
          [cx + 100, cy + 200],
        ],
        shade(shirt, 0.15),
      );
  else
    b += poly(
      [
        [cx - 60, cy + 170],
        [cx, cy + 240],
        [cx + 60, cy + 170],
        [cx + 45, cy + 165],
        [cx, cy + 215],
        [cx - 45, cy + 165],
      ],
      '#ffffff',
    );
  // ears + head
  b += circle(cx - 100, cy + 10, 22, shade(skin, -0.05)) + circle(cx + 100, cy + 10, 22, shade(skin, -0.05));
  b += `<ellipse cx="${cx}" cy="${cy}" rx="102" ry="118" fill="${skin}"/>`;
  // hair top
  if (long)
    b += `<path d="M${cx - 110} ${cy - 10} Q ${cx - 110} ${cy - 135} ${cx} ${cy - 132} Q ${cx + 115} ${cy - 130} ${cx + 112} ${cy - 5} Q ${cx + 40} ${cy - 60} ${cx - 30} ${cy - 80} Q ${cx - 70} ${cy - 40} ${cx - 110} ${cy - 10} Z" fill="${hair}"/>`;
  else if (n % 3 !== 0)
    b += `<path d="M${cx - 106} ${cy - 5} Q ${cx - 115} ${cy - 140} ${cx} ${cy - 130} Q ${cx + 115} ${cy - 135} ${cx + 106} ${cy - 5} Q ${cx + 95} ${cy - 70} ${cx + 40} ${cy - 75} Q ${cx - 60} ${cy - 60} ${cx - 106} ${cy - 5} Z" fill="${hair}"/>`;
  else
    b += `<path d="M${cx - 104} ${cy - 20} Q ${cx - 95} ${cy - 125} ${cx} ${cy - 122} Q ${cx + 95} ${cy - 125} ${cx + 104} ${cy - 20} Q ${cx + 80} ${cy - 95} ${cx} ${cy - 92} Q ${cx - 80} ${cy - 95} ${cx - 104} ${cy - 20} Z" fill="${hair}"/>`;
  // face
  const ink = '#2b2320';
  b += circle(cx - 38, cy + 5, 8, ink) + circle(cx + 38, cy + 5, 8, ink);
  b += `<path d="M${cx - 55} ${cy - 25} q 17 -10 34 0 M${cx + 21} ${cy - 25} q 17 -10 34 0" stroke="${shade(hair, -0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  b += `<path d="M${cx - 36} ${cy + 50} Q ${cx} ${cy + 80} ${cx + 36} ${cy + 50}" stroke="${shade(skin, -0.45)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  b += circle(cx - 62, cy + 38, 16, '#e88f7a', 'opacity="0.25"') + circle(cx + 62, cy + 38, 16, '#e88f7a', 'opacity="0.25"');
  if (n === 3 || n === 5)
    b += `<g fill="none" stroke="#2b2b2b" stroke-width="5"><circle cx="${cx - 38}" cy="${cy + 5}" r="26"/><circle cx="${cx + 38}" cy="${cy + 5}" r="26"/><path d="M${cx - 12} ${cy + 5} h 24"/></g>`;
  return svgDoc(W, H, '', b);
}

// ---------- SPAIN ----------
function palm(x: number, ground: number, s: number): string {
  let out = `<path d="M${x} ${ground} Q ${x + 30 * s} ${ground - 250 * s} ${x + 70 * s} ${ground - 420 * s}" stroke="#8a6a48" stroke-width="${22 * s}" fill="none" stroke-linecap="round"/>`;
  const tx = x + 70 * s,
    ty = ground - 420 * s;
  for (const [dx, dy] of [
    [-200, 40],
    [-150, -60],
    [-40, -120],
    [90, -110],
    [190, -30],
    [200, 60],
    [-100, 90],
  ] as const)
    out += `<path d="M${tx} ${ty} Q ${tx + dx * 0.5 * s} ${ty + (dy - 80) * s * 0.6} ${tx + dx * s} ${ty + dy * s} Q ${tx + dx * 0.45 * s} ${ty + (dy - 30) * s * 0.5} ${tx} ${ty} Z" fill="#3f8a4f"/>`;
  return out + circle(tx, ty, 14 * s, '#6b4a32');
}

function spainScene(): string {
  const W = 1600,
    H = 1067;
  const r = mulberry32(4242);
  const s = sky(W, H, '#3f8fdc', '#bfe2f7', r);
  let defs = s.defs,
    b = s.body;
  const ground = 780;
  b += `<path d="M0 ${ground - 80} Q 400 ${ground - 200} 800 ${ground - 100} T 1600 ${ground - 120} V ${ground} H 0 Z" fill="#b9a77f" opacity="0.7"/>`;
  b += rect(0, ground, W, H, '#e8dcc4');
  // villa
  const vx = 330,
    vw = 940;
  b += rect(vx, ground - 230, vw, 230, '#fbfaf7') + rect(vx + 260, ground - 430, 520, 200, '#f6f4ef');
  b += rect(vx - 20, ground - 245, vw + 40, 18, '#e6e1d6') + rect(vx + 240, ground - 445, 560, 18, '#e6e1d6');
  b += poly(
    [
      [vx + 240, ground - 445],
      [vx + 800, ground - 445],
      [vx + 760, ground - 490],
      [vx + 280, ground - 490],
    ],
    '#c66b43',
  );
  for (let k = 0; k < 4; k++) b += rect(vx + 300 + k * 120, ground - 400, 70, 120, '#2f6e9e') + rect(vx + 300 + k * 120, ground - 400, 70, 8, '#ffffff');
  const gl = linGrad(
    [
      [0, '#9fd0ee'],
      [1, '#3f7fa8'],
    ],
    1,
    1,
  );
  defs += gl.def;
  b += rect(vx + 60, ground - 190, 420, 190, `url(#${gl.id})`) + rect(vx + 270, ground - 190, 6, 190, '#ffffff');
  b += rect(vx + 560, ground - 200, 110, 200, '#8a5f3d') + rect(vx + 740, ground - 190, 140, 120, '#2f6e9e');
  // bougainvillea
  for (let k = 0; k < 14; k++)
    b += circle(vx + vw - 30 + range(r, -40, 40), ground - 230 + range(r, 0, 200), range(r, 14, 26), pick(r, ['#d94f8c', '#c73f7a', '#e56aa0', '#4f8a4b']));
  // pool
  const pg = linGrad([
    [0, '#6fd3e8'],
    [1, '#1f8fbf'],
  ]);
  defs += pg.def;
  b += poly(
    [
      [250, 850],
      [1350, 850],
      [1480, 1010],
      [120, 1010],
    ],
    '#f7f3ea',
  );
  b += poly(
    [
      [280, 865],
      [1320, 865],
      [1440, 995],
      [160, 995],
    ],
    `url(#${pg.id})`,
  );
  for (let k = 0; k < 10; k++)
    b += `<path d="M${range(r, 300, 1250)} ${range(r, 890, 980)} q 20 -8 40 0 t 40 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.6"/>`;
  // loungers
  for (const lx of [1010, 1180])
    b +=
      poly(
        [
          [lx, 830],
          [lx + 130, 830],
          [lx + 150, 800],
          [lx + 20, 815],
        ],
        '#ffffff',
      ) +
      rect(lx + 10, 830, 6, 16, '#aaa') +
      rect(lx + 120, 830, 6, 16, '#aaa');
  b += palm(170, ground + 40, 1.2) + palm(1450, ground + 30, 1.0);
  b += `<ellipse cx="${vx - 40}" cy="${ground - 10}" rx="90" ry="40" fill="#5b8f4f"/>`;
  return svgDoc(W, H, defs, b);
}

// ---------- render ----------
async function save(name: string, svg: string, q = 78) {
  await sharp(Buffer.from(svg)).jpeg({ quality: q, mozjpeg: true }).toFile(path.join(OUT, name));
}

const pad = (n: number) => String(n).padStart(2, '0');

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (let i = 1; i <= 24; i++) await save(`house-${pad(i)}.jpg`, houseScene(i));
  for (let i = 1; i <= 12; i++) await save(`interior-${pad(i)}.jpg`, interiorScene(i));
  for (let i = 1; i <= 3; i++) await save(`banner-${i}.jpg`, bannerScene(i), 76);
  for (let i = 1; i <= 6; i++) await save(`team-${i}.jpg`, teamScene(i));
  await save('spain-1.jpg', spainScene());
  console.log('done');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
