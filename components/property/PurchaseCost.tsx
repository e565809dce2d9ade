import { useTranslations } from 'next-intl';
import { choiceOf, purchaseCost, type PurchaseEntries, type RegionRates } from '@/lib/domain/purchase-cost';
import { PurchaseCostLoader } from './PurchaseCostLoader';
import { PurchaseCostView } from './PurchaseCostView';

type Props = {
  price: number;
  /** The rates of the property's region in force on `day`. */
  rates: RegionRates;
  /** YYYY-MM-DD. */
  day: string;
  /** The property is a new build (VAT instead of registration duty). */
  newBuild: boolean;
};

const ID = 'purchase-cost';

/**
 * What buying the property costs, rendered on the server for the most common buyer: their own and only home,
 * no loan typed yet. The browser's calculator (PurchaseCostCalculator) arrives with the block's first use.
 */
export function PurchaseCost({ price, rates, day, newBuild }: Props) {
  const t = useTranslations('purchaseCost');
  const entries: PurchaseEntries = { ownHome: true, newBuild, buyers: 1, loan: '', rate: '', years: '' };
  const showBuyers = Object.values(rates.taxes).some((r) => r?.creditPerBuyer);
  const common = { id: ID, price, rates, day, showBuyers };
  return (
    <section className="detail-block purchase-cost" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('title')}</h2>
      <p className="purchase-cost__intro">{t('intro')}</p>
      <PurchaseCostLoader {...common} initial={entries}>
        <PurchaseCostView id={ID} entries={entries} cost={purchaseCost(price, choiceOf(entries), rates)} monthly={null} day={day} showBuyers={showBuyers} />
      </PurchaseCostLoader>
      <noscript>
        <p className="purchase-cost__note">{t('noscript')}</p>
      </noscript>
    </section>
  );
}
