/**
 * Generates the energy label images into public/energy/: one EU-style arrow per class of every scale
 * (Flanders, Brussels, Wallonia) and of Luxembourg, named `{region}-{label}.svg` as `energyLabelImage` expects.
 * Run: npx tsx scripts/make-energy-labels.ts
 *
 * The arrow colour follows the rank of the class within its own scale: dark green for the best class,
 * through yellow and orange, to red for the worst. The class text is bold white with a dark outline (as on
 * EU labels), so it stays readable on the yellow classes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENERGY_LABELS, energyLabelImage, energyLabelText } from '../lib/domain/energy';
import type { Region } from '../lib/domain/regions';

const OUT = path.join(process.cwd(), 'public', 'energy');

/** The classic EU energy label colours, best to worst. */
const STOPS = ['#00843d', '#4caf32', '#a4c92a', '#f2d300', '#f6a11a', '#ec6b1e', '#d7191f'];

const REGION_NAMES: Record<Region, string> = {
  flanders: 'Flanders',
  brussels: 'Brussels',
  wallonia: 'Wallonia',
  luxembourg: 'Luxembourg',
};

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour at position t (0 best … 1 worst) along the stops. */
function colourAt(t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(x));
  const f = x - i;
  const [from, to] = STOPS.slice(i, i + 2);
  if (!from || !to) throw new Error('colourAt needs two colour stops at least');
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const between = (k: 0 | 1 | 2) => Math.round(a[k] + (b[k] - a[k]) * f);
  const mix = [between(0), between(1), between(2)];
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function labelSvg(region: Region, label: string, rank: number, count: number): string {
  const text = energyLabelText(label);
  const colour = colourAt(count > 1 ? rank / (count - 1) : 0);
  const title = `Energy class ${text} (${REGION_NAMES[region]})`;
  const id = `t-${region}-${label}`;
  const size = text.length >= 3 ? 22 : 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40" role="img" aria-labelledby="${id}">
  <title id="${id}">${escapeXml(title)}</title>
  <path d="M7 3 H94 L115 20 L94 37 H7 Q3 37 3 33 V7 Q3 3 7 3 Z" fill="${colour}" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>
  <text x="52" y="20" dominant-baseline="central" text-anchor="middle" font-family="Inter, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" stroke="#1f1f1f" stroke-width="1.6" paint-order="stroke" stroke-linejoin="round">${escapeXml(text)}</text>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
let written = 0;
for (const region of Object.keys(ENERGY_LABELS) as Region[]) {
  const labels = ENERGY_LABELS[region];
  labels.forEach((label, rank) => {
    const file = path.join(process.cwd(), 'public', energyLabelImage(region, label));
    writeFileSync(file, labelSvg(region, label, rank, labels.length));
    written++;
  });
}
console.log(`Wrote ${written} energy labels to ${path.relative(process.cwd(), OUT)}/`);
