import { siteConfig } from '@/config';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { PropertyDetail } from '@/lib/data/properties';
import { brusselsDay } from '@/lib/domain/calendar';
import { purchasePrice, regionRates } from '@/lib/domain/purchase-cost';
import { regionOf } from '@/lib/domain/regions';
import { webTypesOf } from '@/lib/domain/web-types';
import { PurchaseCost } from './PurchaseCost';

/**
 * The purchase-cost block of a property page: only for a property for sale with a published price, in a region
 * with rates in force today (site.json purchaseCost); nothing otherwise, nor for a sale for a life annuity (its
 * price is the down payment, and the duties are due on the annuity's value too).
 */
export function PropertyPurchaseCost({ property: p }: { property: PropertyDetail }) {
  const price = purchasePrice(p);
  const region = regionOf(p.zip, p.countryId);
  if (price === null || region === null || p.details.annuity) return null;
  const day = brusselsDay(new Date());
  const rates = regionRates(siteConfig.site.purchaseCost, region, day, { zip: p.zip, webTypes: webTypesOf(p) });
  if (!rates) return null;
  return (
    <ClientMessages namespaces={['purchaseCost']}>
      <PurchaseCost price={price} rates={rates} day={day} newBuild={p.details.newBuild === true} />
    </ClientMessages>
  );
}
