import { useTranslations } from 'next-intl';
import type { SiteFile } from '@/config/schema';
import { qrDrawing } from './qr';

type Props = {
  /** The page's address in its language: the QR code's content and the line under it. */
  url: string;
  /** The agency's office that answers for the property (its country's, else the first). */
  office: SiteFile['info']['offices'][number] | undefined;
};

/**
 * What only a printed page shows: the agency's contact and a QR code back to the page in its language, as
 * inline SVG drawn on the server (no script, no image to fetch while printing). Hidden on a screen by its
 * `hidden` attribute; the print sheet (components/layout/print.css, linked with media="print") shows it on paper.
 */
export function PrintSheet({ url, office }: Props) {
  const t = useTranslations('print');
  const qr = qrDrawing(url);
  return (
    <section className="print-sheet" aria-label={t('label')} hidden>
      {office && (
        <address className="print-sheet__contact">
          <strong>{office.name}</strong>
          <br />
          {office.street} {office.houseNumber}, {office.zip} {office.city}
          <br />
          {office.phone} · {office.email}
        </address>
      )}
      <figure className="print-sheet__qr">
        <svg viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} role="img" aria-label={t('qrLabel')} shapeRendering="crispEdges">
          <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#fff" />
          <path d={qr.path} stroke="#000" fill="none" />
        </svg>
        <figcaption>
          {t('scan')}
          <br />
          <span className="print-sheet__url">{url}</span>
        </figcaption>
      </figure>
    </section>
  );
}
