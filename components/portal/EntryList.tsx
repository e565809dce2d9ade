import { getTranslations } from 'next-intl/server';
import type { PortalEntry, PortalEntryKind } from '@/lib/data/portal';
import { formatDate } from '@/lib/domain/dates';
import type { Locale } from '@/lib/domain/locales';

type Props = { kind: PortalEntryKind; entries: PortalEntry[]; locale: Locale };

const COLUMNS = ['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const;

/**
 * One list of a property's history (visits, communications, online media or history): a table on wide
 * screens, one card per entry on phones (the same markup, restyled; each cell carries its label).
 */
export async function EntryList({ kind, entries, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'portal' });
  // Known CRM codes are translated; free text is shown as it is.
  const label = (group: 'types' | 'statuses' | 'sources', value: string | null) =>
    value ? (t.has(`${group}.${value}` as never) ? t(`${group}.${value}` as never) : value) : '';
  const cell = (e: PortalEntry, c: (typeof COLUMNS)[number]) =>
    c === 'date'
      ? formatDate(e.date, locale)
      : c === 'type'
        ? label('types', e.type)
        : c === 'status'
          ? label('statuses', e.status)
          : c === 'source'
            ? label('sources', e.source)
            : (e[c] ?? '');
  const headingId = `entries-${kind}`;
  return (
    <section className="portal-section entry-list" aria-labelledby={headingId} data-kind={kind}>
      <h2 id={headingId}>
        {t(`lists.${kind}`)} <span className="entry-list__count">({t('lists.count', { count: entries.length })})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="empty">{t('lists.empty')}</p>
      ) : (
        <div className="entry-list__scroll">
          <table className="entry-list__table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  {COLUMNS.map((c) => (
                    <td key={c} data-label={t(`columns.${c}`)} className={`entry-list__${c}`}>
                      {c === 'date' ? <time dateTime={e.date.toISOString()}>{cell(e, c)}</time> : cell(e, c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
