/**
 * The site's fields that a CRM item may fill under a name each agency's CRM chooses: the detail page's manager,
 * media, energy, financial, comfort and legal facts. Kept apart from the mapping itself (lib/crm/omnicasa/mapping.ts)
 * so that the configuration schema (site.json `crm.fields`: CRM field → one of these) can name them.
 */
export const CRM_SITE_FIELDS = [
  // The agent shown on the page, and the user ID that finds the agent in the CRM's user list.
  'managerId',
  'managerName',
  'managerEmail',
  'managerPhone',
  // Media
  'virtualTour',
  // Energy
  'co2Emission',
  'epcValidUntil',
  'epcCode',
  // Financial
  'chargesRenter',
  'chargesOwner',
  'deposit',
  'cadastralIncome',
  // General and comfort
  'availability',
  'floor',
  'facades',
  'renovationYear',
  'heating',
  'kitchen',
  'roof',
  'windowGlazing',
  'windowFrame',
  // Urbanism and legal facts (a Flemish advertisement must show them)
  'planningInfo',
  'permit',
  'summons',
  'allotmentPermit',
  'preemptiveRights',
  'judicialDecision',
  'floodZone',
  'floodRiskParcel',
  'floodRiskBuilding',
  'asbestosType',
  'asbestosDate',
] as const;

export type CrmSiteField = (typeof CRM_SITE_FIELDS)[number];

/** A CRM field name as the configuration may give it: letters, digits and `_`, starting with a letter. */
export const CRM_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
