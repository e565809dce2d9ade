/**
 * The items of a property's facts table (descriptive fields, legal flags, annuity fields), by group in display order. Kept apart from the facts themselves
 * (components/property/factGroups.ts) so that the configuration schema can name them.
 */
export const GROUP_KEYS = ['general', 'rooms', 'surfaces', 'comfort', 'financial', 'urbanism', 'legal', 'annuity'] as const;
export type FactGroupKey = (typeof GROUP_KEYS)[number];

/** Every item of every group, in display order. */
export const GROUP_ITEMS = {
  general: ['type', 'constructionYear', 'renovationYear', 'newBuild', 'availability', 'facades', 'floor', 'units'],
  rooms: ['bedrooms', 'bathrooms', 'showerRooms', 'toilets', 'garages', 'parkings'],
  surfaces: ['surfaceTotal', 'surfaceLiving', 'surfaceGround', 'surfaceGarden', 'surfaceTerrace'],
  comfort: ['heating', 'kitchen', 'roof', 'windowGlazing', 'windowFrame'],
  financial: ['cadastralIncome', 'notaryFees', 'vat', 'registrationRights', 'chargesOwner', 'chargesRenter', 'monthlyRent', 'deposit'],
  urbanism: ['planningInfo', 'floodZone', 'floodRiskParcel', 'floodRiskBuilding', 'asbestosType', 'asbestosDate'],
  legal: ['permit', 'summons', 'allotmentPermit', 'preemptiveRights', 'judicialDecision'],
  annuity: ['annuityType', 'head1', 'head2', 'survivor', 'indexedRent'],
} as const satisfies Record<FactGroupKey, readonly string[]>;

export type FactKey = (typeof GROUP_ITEMS)[FactGroupKey][number];
export const FACT_KEYS = GROUP_KEYS.flatMap((g) => GROUP_ITEMS[g]) as [FactKey, ...FactKey[]];
