/**
 * Writes the demo documents of public/demo/docs (one-page PDFs with a title and a few lines), so the
 * documents block of a property links to real files: `npx tsx scripts/make-demo-documents.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DOCS: Record<string, { title: string; lines: string[] }> = {
  epc: {
    title: 'Energy performance certificate (EPC / PEB)',
    lines: ['Demo document - Maison Horizon', 'Energy label, primary energy use and CO2 emission of the property.', 'Issued by a certified energy assessor.'],
  },
  floorPlan: {
    title: 'Floor plan',
    lines: ['Demo document - Maison Horizon', 'Ground floor: living room, kitchen, toilet.', 'First floor: bedrooms and bathroom.'],
  },
  planning: {
    title: 'Urban planning information',
    lines: ['Demo document - Maison Horizon', 'Zoning: residential area. No summons, no pre-emption right.', 'Delivered by the municipality.'],
  },
  soil: {
    title: 'Soil certificate',
    lines: ['Demo document - Maison Horizon', 'No risk activities known on this parcel.', 'Delivered by the regional soil agency.'],
  },
};

/** A minimal one-page PDF (Helvetica text), with a correct cross-reference table. */
function pdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 20 Tf 56 770 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 12 Tf 56 ${730 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const dir = join(process.cwd(), 'public/demo/docs');
mkdirSync(dir, { recursive: true });
for (const [name, doc] of Object.entries(DOCS)) {
  writeFileSync(join(dir, `${name}.pdf`), pdf(doc.title, doc.lines));
  console.log(`public/demo/docs/${name}.pdf`);
}
