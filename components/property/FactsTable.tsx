import type { Locale } from '@/lib/domain/locales';
import type { Region } from '@/lib/domain/regions';
import { factLabel, factText, type FactGroup, type FactsTranslator } from './factGroups';
import { factExplanationKey } from './factExplanations';

type Props = {
  groups: FactGroup[];
  /** A translator of the `facts` namespace. */
  t: FactsTranslator;
  locale: Locale;
  /** The property's region: which region's words explain its legal facts (null when unknown). */
  region: Region | null;
  headingLevel: 2 | 3;
};

/**
 * The facts as titled lists of labels and values; a legal, planning, flood or asbestos fact has, under its value,
 * one plain sentence of what it means for the buyer (components/property/factExplanations.ts).
 */
export function FactsTable({ groups, t, locale, region, headingLevel }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="facts-groups">
      {groups.map((group) => {
        const titleId = `facts-${group.key}`;
        return (
          <section key={group.key} className={`facts-group facts-group--${group.key}`} aria-labelledby={titleId}>
            <Heading id={titleId} className="facts-group__title">
              {t(`groups.${group.key}`)}
            </Heading>
            <dl className="facts-list">
              {group.items.map((item) => {
                const explanation = factExplanationKey(item, region);
                return (
                  <div key={item.key} className={`facts-list__row facts-list__row--${item.key}`}>
                    <dt className="facts-list__label">{factLabel(item.key, t)}</dt>
                    <dd className="facts-list__value">{factText(item.value, t, locale)}</dd>
                    {explanation && <dd className="facts-list__note">{t(explanation)}</dd>}
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
