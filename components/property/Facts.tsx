import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { regionOf } from '@/lib/domain/regions';
import { factGroups, type FactRules, type FactsInput, type FactsTranslator } from './factGroups';
import { FactsTable } from './FactsTable';

type Props = {
  /** The property (a `PropertyDetail` or anything with the same fact columns, `details` and postcode). */
  property: FactsInput & { zip: string };
  locale: Locale;
  /** Condition rules per fact (site.json `detail.facts`) and the record they are evaluated on (default the property). */
  rules?: FactRules;
  record?: object;
  /** The level of the group titles: 2 (default) directly under the page title, 3 inside another section. */
  headingLevel?: 2 | 3;
};

/**
 * The facts of a property, one titled section per group (general, rooms, surfaces, comfort, financial,
 * urbanism, legal, annuity), each a list of translated labels and values, the legal ones explained in the words of
 * the property's region. Empty groups are not rendered.
 */
export async function Facts({ property, locale, rules, record, headingLevel = 2 }: Props) {
  const translate = await getTranslations({ locale, namespace: 'facts' });
  // factGroups and factExplanations name their keys as strings; their tests check that each is in the messages of every language.
  const t: FactsTranslator = (key, values) => translate(key as never, values as never);
  return (
    <FactsTable
      groups={factGroups(property, rules, record)}
      t={t}
      locale={locale}
      region={regionOf(property.zip, property.countryId)}
      headingLevel={headingLevel}
    />
  );
}
