import { useTranslations } from 'next-intl';
import type { PropertyDetail } from '@/lib/data/properties';
import { energyClassOf, energyLabelText } from '@/lib/domain/energy';

type Props = {
  property: Pick<PropertyDetail, 'bedrooms' | 'bathrooms' | 'surfaceLiving' | 'surfaceGround' | 'energyPerformance' | 'epcLabelText' | 'zip' | 'countryId'>;
  /** Whether the page shows the energy block (site.json `detail.blocks`): the label is one of its facts. */
  energy: boolean;
};

/** The few facts a buyer compares first, in one line under the address on a phone: bedrooms, bathrooms, surfaces and the energy label. */
export function KeyFacts({ property: p, energy }: Props) {
  const t = useTranslations('detail');
  const tProperty = useTranslations('property');
  const label = energy ? energyClassOf(p) : null;
  const items = [
    p.bedrooms ? tProperty('bedroomsCount', { count: p.bedrooms }) : null,
    p.bathrooms ? tProperty('bathroomsCount', { count: p.bathrooms }) : null,
    p.surfaceLiving ? t('livingArea', { value: p.surfaceLiving }) : null,
    p.surfaceGround ? t('plotArea', { value: p.surfaceGround }) : null,
    label ? t('energyClass', { label: energyLabelText(label.label) }) : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="key-facts" aria-label={t('keyFacts')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
