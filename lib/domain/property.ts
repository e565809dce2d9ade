/**
 * A property's goal and status as the CRM sends them, and the rules the pages, cards, map, forms, mails and
 * structured data share:
 * - Goal 0 is for sale; any other value is for rent (the CRM sends 1);
 * - Status `sold` or `rented` takes a property off the market: it stays on the site in the sold listing,
 *   without its forms;
 * - a rent's price reads "per month" unless the property has a price unit text of its own.
 */
import { priceDisplay, type PriceInput } from './money';

export const GOAL_SALE = 0;
export const GOAL_RENT = 1;
export type Goal = 'sale' | 'rent';

/** A property's states on the site (the import feed's `Status`; lib/domain/crm-states.ts makes them of the CRM's). */
export const PROPERTY_STATUSES = ['available', 'option', 'sold', 'rented'] as const;
export type PropertyState = (typeof PROPERTY_STATUSES)[number];

type WithGoal = { goal: number };
type WithStatus = { status: string };

export const isForSale = (p: WithGoal): boolean => p.goal === GOAL_SALE;
export const isForRent = (p: WithGoal): boolean => p.goal !== GOAL_SALE;
/** The goal by name (what a form's `subjectGoal` and the listings say). */
export const goalOf = (p: WithGoal): Goal => (isForSale(p) ? 'sale' : 'rent');
/** The CRM's number of a goal (what is stored with a demand). */
export const goalCode = (goal: Goal): number => (goal === 'sale' ? GOAL_SALE : GOAL_RENT);

/** Statuses of a property no longer on the market. */
export const OFF_MARKET: ReadonlySet<string> = new Set(['sold', 'rented']);
export const isOffMarket = (p: WithStatus): boolean => OFF_MARKET.has(p.status);
export const isSold = (p: WithStatus): boolean => p.status === 'sold';
export const isRented = (p: WithStatus): boolean => p.status === 'rented';

/** Whether the price is followed by "per month": a rent without a price unit text of its own. */
export const showsPerMonth = (p: WithGoal & { priceUnitText: string | null }): boolean => isForRent(p) && !p.priceUnitText;

/** A translator of the `property` namespace (priceOnRequest, startingFrom, perMonth, box). */
export type PropertyTranslator = (key: 'priceOnRequest' | 'startingFrom' | 'perMonth' | 'box') => string;

/** The price as one line of text (card, map, form summary): 'Price on request', 'Starting from …', '… per month'. */
export function priceText(p: PriceInput & WithGoal, t: PropertyTranslator): string {
  const price = priceDisplay(p);
  if (price.kind === 'hidden') return t('priceOnRequest');
  return `${price.startingFrom ? `${t('startingFrom')} ` : ''}${price.text}${showsPerMonth(p) ? ` ${t('perMonth')}` : ''}`;
}
