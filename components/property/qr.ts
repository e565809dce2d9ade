import QRCode from 'qrcode';

/** A QR code as an SVG drawing: the side in modules and one path, a stroke one module wide along each horizontal run of dark modules. */
type QrDrawing = { size: number; path: string };

/**
 * The QR code of `text` (error correction M: readable with a seventh of it smudged on paper), drawn as one
 * path so a page can render it as inline SVG, without a script or an image file. Each row is a line through
 * the middle of its modules (`M0 3.5h7m2 0h1`: a run of 7 dark modules, then one 2 further on), the form the
 * `qrcode` library's own SVG uses, less than half the size of a rectangle per run; the path is stroked, one
 * module wide.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    // Where the pen stands in this row; null until the row's first run.
    let pen: number | null = null;
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < modules.size && modules.get(row, col + run)) run++;
      path += pen === null ? `M${col} ${row}.5h${run}` : `m${col - pen} 0h${run}`;
      pen = col + run;
      col += run - 1;
    }
  }
  return { size: modules.size, path };
}
