/**
 * The state on the site of a property or a project's unit, from the CRM's (Omnicasa's) `Status`, `SubStatus`,
 * `Marquee` and `Goal`, through the agency's mapping (site.json `crm.substatuses`, `crm.marquees`,
 * `crm.businessTakeover`).
 *
 * What the public clients of the API show, on which the rules and defaults rest:
 * - `Status`: 0 prospect, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference (fw4-bvba/omnicasa-api
 *   Models/Status); the sync plugins keep 1, 2 and 4 (tombroucke/otomaties-omnicasa-sync Enums/Status::syncable).
 * - `Goal`: 0 sale, 1 rent, 2 business takeover (fw4 Models/Goal::TakeOver); modmore/Omnicasa reads every goal but 1
 *   as a sale (Client/Response/Property::populate).
 * - Agencies mark sold, under offer or rented with a substatus or a marquee while `Status` stays 1: modmore/Omnicasa's
 *   README hides `SubStatus` 6 as "sold"; maneuver-agency/omnicasa-php-lib's groupByProject takes a list of
 *   substatuses to remove and fetches properties by a marquee's name. Which ID means what is the agency's own
 *   setting, hence the mapping, which `npm run sync -- --substatuses` helps fill.
 */
import { wholeNumber } from './numbers';
import type { PropertyState } from './property';

/** What a substatus or marquee can make of a property. */
export const CRM_STATES = ['available', 'option', 'sold', 'rented', 'hidden'] as const;
export type CrmState = (typeof CRM_STATES)[number];

/** The default substatus mapping: 6 is sold, as modmore/Omnicasa's README filters it (`{"SubStatus:!=": "6"}` "hides properties that have been sold"). */
export const DEFAULT_SUBSTATUS_STATES: Readonly<Record<string, CrmState>> = { '6': 'sold' };

export type CrmStateMapping = {
  substatuses: Readonly<Record<string, CrmState>>;
  marquees: Readonly<Record<string, CrmState>>;
  businessTakeover: 'sale' | 'hidden';
};

export const DEFAULT_STATE_MAPPING: CrmStateMapping = { substatuses: DEFAULT_SUBSTATUS_STATES, marquees: {}, businessTakeover: 'sale' };

export const STATUS = { prospect: 0, active: 1, sold: 2, cancelled: 3, rented: 4, inactive: 5, reference: 6 } as const;
export const GOAL = { sale: 0, rent: 1, takeover: 2 } as const;

/** The substatus names that say a state by themselves, for a substatus the mapping does not name (nl, fr, en, de, es). */
const NAMED_STATES: [RegExp, CrmState][] = [
  [/(^|[^\p{L}])(option|optie|opción|reserv)/iu, 'option'],
  [/(^|[^\p{L}])(verkocht|vendu|sold|verkauft|vendido)(?![\p{L}])/iu, 'sold'],
  [/(^|[^\p{L}])(verhuurd|louée?|rented|vermietet|alquilado)(?![\p{L}])/iu, 'rented'],
];

/** The state a substatus name says by itself, or null. */
export function stateOfName(name: unknown): CrmState | null {
  if (typeof name !== 'string') return null;
  return NAMED_STATES.find(([re]) => re.test(name))?.[1] ?? null;
}

/** The mapping's state of the item's substatus, else of its marquee (an ID of 0 or none has no state). */
export function mappedState(item: { SubStatus?: unknown; Marquee?: unknown }, mapping: CrmStateMapping): CrmState | null {
  const sub = wholeNumber(item.SubStatus);
  const marquee = wholeNumber(item.Marquee);
  return (sub ? mapping.substatuses[String(sub)] : undefined) ?? (marquee ? mapping.marquees[String(marquee)] : undefined) ?? null;
}

/** The state a substatus gives an active property: the mapping's, else what its name says, else available; and where it came from. */
export function substatusState(id: number, name: unknown, mapping: CrmStateMapping): { state: CrmState; from: 'mapping' | 'name' | 'default' } {
  const mapped = mapping.substatuses[String(id)];
  if (mapped) return { state: mapped, from: 'mapping' };
  const named = stateOfName(name);
  return named ? { state: named, from: 'name' } : { state: 'available', from: 'default' };
}

/**
 * The property's state on the site, or null when it is not shown (withdrawn):
 * - a substatus or marquee mapped to `hidden` hides it whatever its status; a business takeover (`Goal` 2) is
 *   hidden when `businessTakeover` is `hidden`;
 * - `Status` 1 (active): the mapped state of its substatus or marquee, else what its substatus name says, else
 *   available;
 * - 2 sold, 4 rented; 6 (reference: a past deal the agency shows) is sold, or rented for a property for rent;
 * - 0 prospect, 3 cancelled, 5 inactive and any other: not shown.
 * Sold and rented follow the goal: a property for rent marked sold is rented, one for sale marked rented is sold
 * (agencies often have one substatus for both).
 */
export function propertyState(
  item: { Status?: unknown; SubStatus?: unknown; SubStatusName?: unknown; Marquee?: unknown; Goal?: unknown },
  mapping: CrmStateMapping = DEFAULT_STATE_MAPPING,
): PropertyState | null {
  const status = wholeNumber(item.Status);
  const goal = wholeNumber(item.Goal);
  const forRent = goal === GOAL.rent;
  if (goal === GOAL.takeover && mapping.businessTakeover === 'hidden') return null;
  const mapped = mappedState(item, mapping);
  if (mapped === 'hidden') return null;
  const deal = (s: CrmState | null): PropertyState | null => (s === 'sold' || s === 'rented' ? (forRent ? 'rented' : 'sold') : s === 'hidden' ? null : s);
  switch (status) {
    case STATUS.active:
      return deal(mapped ?? stateOfName(item.SubStatusName) ?? 'available');
    case STATUS.sold:
      return 'sold';
    case STATUS.rented:
      return 'rented';
    case STATUS.reference:
      return deal('sold');
    default:
      return null;
  }
}

/** The goal the site stores (0 sale, other rent): a business takeover (2) is a sale. */
export function siteGoal(goal: unknown): unknown {
  return wholeNumber(goal) === GOAL.takeover ? GOAL.sale : goal;
}
