import { useTranslations } from 'next-intl';
import { priceDisplay, type PriceInput } from '@/lib/domain/money';
import { showsPerMonth } from '@/lib/domain/property';

/** The price per the display rules: hidden unless published; 'starting from' for PriceUnit 7; a rent per month. */
export function Price({ goal, ...input }: PriceInput & { goal: number }) {
  const t = useTranslations('property');
  const d = priceDisplay(input);
  if (d.kind === 'hidden') return <span className="price price--hidden">{t('priceOnRequest')}</span>;
  return (
    <span className="price">
      {d.startingFrom && <span className="price__from">{t('startingFrom')} </span>}
      {d.text}
      {showsPerMonth({ goal, priceUnitText: input.priceUnitText }) && <span className="price__unit"> {t('perMonth')}</span>}
    </span>
  );
}
