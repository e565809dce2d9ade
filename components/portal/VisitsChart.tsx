import { getTranslations } from 'next-intl/server';
import type { DayViews } from '@/lib/data/portal';
import { formatDate } from '@/lib/domain/dates';
import type { Locale } from '@/lib/domain/locales';

type Props = { days: DayViews[]; locale: Locale; id: string; /** A lower chart (the overview of several properties). */ compact?: boolean };

const W = 720;
const PAD = { top: 16, right: 12, bottom: 34, left: 40 };

/** The axis top: four equal whole steps of 1, 2, 2.5 or 5 × 10ⁿ visits, above the highest bar. */
function niceMax(n: number): number {
  const rough = Math.max(1, n / 4);
  const p = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * p).find((v) => v >= rough && Number.isInteger(v))!;
  return step * 4;
}

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Visits per day over the last 30 days as an SVG bar chart drawn on the server: an image with a title and
 * a description for screen readers, a tooltip on each bar, and the same figures as a table below it.
 */
export async function VisitsChart({ days, locale, id, compact = false }: Props) {
  const H = compact ? 170 : 240;
  const t = await getTranslations({ locale, namespace: 'portal.chart' });
  const total = days.reduce((s, d) => s + d.count, 0);
  const max = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(2, slot * 0.68);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const from = formatDate(days[0]?.day ?? '', locale);
  const to = formatDate(days[days.length - 1]?.day ?? '', locale);
  return (
    <figure className="visits-chart">
      <figcaption id={`${id}-title`} className="visits-chart__title">
        {t('title')}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="visits-chart__svg" data-total={total}>
        <desc id={`${id}-desc`}>{t('description', { from, to, total })}</desc>
        {ticks.map((v) => (
          <g key={v} className="visits-chart__grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const h = (d.count / max) * plotH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          const last = i === days.length - 1;
          return (
            <g key={d.day} className={last ? 'visits-chart__bar visits-chart__bar--today' : 'visits-chart__bar'} data-day={d.day} data-count={d.count}>
              <title>{t('bar', { date: formatDate(d.day, locale), count: d.count })}</title>
              <rect x={x} y={PAD.top + plotH - h} width={barW} height={Math.max(h, d.count ? 1 : 0)} rx={2} />
              {(i % 5 === 4 || i === 0) && (
                <text x={x + barW / 2} y={H - PAD.bottom + 18} textAnchor="middle" className="visits-chart__label">
                  {dayMonth(d.day)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} className="visits-chart__axis" />
      </svg>
      <details className="visits-chart__table">
        <summary>{t('table')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('visits')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(d.day, locale)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
