import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { factGroups, factLabel, factText, type FactRules, type FactsInput, type FactsTranslator } from './factGroups';

type Props = {
  /** The property (a `PropertyDetail` or anything with the same fact columns and `details`). */
  property: FactsInput;
  locale: Locale;
  /** Condition rules per fact (site.json `detail.facts`) and the record they are evaluated on (default the property). */
  rules?: FactRules;
  record?: object;
  /** The level of the group titles: 2 (default) directly under the page title, 3 inside another section. */
  headingLevel?: 2 | 3;
};

/**
 * The facts of a property, one titled section per group (general, rooms, surfaces, comfort, financial,
 * urbanism, legal, annuity), each a list of translated labels and values. Empty groups are not rendered.
 */
export async function Facts({ property, locale, rules, record, headingLevel = 2 }: Props) {
  const translate = await getTranslations({ locale, namespace: 'facts' });
  // factGroups names its keys as strings; factGroups.test.ts checks that each is in the messages of every language.
  const t: FactsTranslator = (key, values) => translate(key as never, values as never);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="facts-groups">
      {factGroups(property, rules, record).map((group) => {
        const titleId = `facts-${group.key}`;
        return (
          <section key={group.key} className={`facts-group facts-group--${group.key}`} aria-labelledby={titleId}>
            <Heading id={titleId} className="facts-group__title">
              {t(`groups.${group.key}`)}
            </Heading>
            <dl className="facts-list">
              {group.items.map((item) => (
                <div key={item.key} className={`facts-list__row facts-list__row--${item.key}`}>
                  <dt className="facts-list__label">{factLabel(item.key, t)}</dt>
                  <dd className="facts-list__value">{factText(item.value, t, locale)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
