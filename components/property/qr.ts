import QRCode from 'qrcode';

/** A QR code as an SVG drawing: the side in modules and one path of its dark modules, a rectangle per horizontal run of them. */
type QrDrawing = { size: number; path: string };

/**
 * The QR code of `text` (error correction M: readable with a seventh of it smudged on paper), drawn as one
 * path so a page can render it as inline SVG, without a script or an image file.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < modules.size && modules.get(row, col + run)) run++;
      path += `M${col} ${row}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return { size: modules.size, path };
}
