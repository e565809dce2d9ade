import { getTranslations } from 'next-intl/server';
import type { VisitCounters as Counters } from '@/lib/domain/calendar';
import type { Locale } from '@/lib/domain/locales';

const KEYS = ['today', 'week', 'month', 'total'] as const;

/** Visits today, this week, this month and in total. */
export async function VisitCounters({ counters, locale, compact = false }: { counters: Counters; locale: Locale; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'portal.stats' });
  const number = new Intl.NumberFormat('nl-BE');
  return (
    <dl className={compact ? 'visit-counters visit-counters--compact' : 'visit-counters'} aria-label={t('title')}>
      {KEYS.map((k) => (
        <div key={k} className="visit-counters__item" data-counter={k}>
          <dt>{t(k)}</dt>
          <dd>{number.format(counters[k])}</dd>
        </div>
      ))}
    </dl>
  );
}
