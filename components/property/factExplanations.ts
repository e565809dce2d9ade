/**
 * One plain sentence per legal, planning, flood and asbestos fact: what the fact means for a buyer, in the words of
 * the property's region where the law differs (the plan that zones the plot, the flood maps, who may pre-empt).
 *
 * `factExplanationKey` chooses the sentence as a message key of the `facts` namespace (`explain.…`), so the choice
 * can be tested without React or a request; Facts.tsx shows the sentence under the fact's value.
 */
import type { Region } from '@/lib/domain/regions';
import { FLOOD_SCORES, GROUP_ITEMS, TOKENS, type FactItem } from './factGroups';

/** A region's own sentence, or `other` when the property's region is unknown. */
const regional = (region: Region | null) => region ?? 'other';

/**
 * The message key (under `facts`) of the sentence that says what `item` means for a buyer of a property in
 * `region`; null for a fact without one (or a value the site does not know, such as an unknown asbestos word).
 * - planning: the plan that zones the plot is the region's (Flemish zoning plans, the Walloon sector plan, the
 *   Brussels PRAS, a Luxembourg municipality's PAG);
 * - flood zone: a home in one is read on the region's flood maps (Flanders with its P- and G-scores); a home
 *   outside one gets the same sentence everywhere;
 * - P- and G-scores and asbestos: by value; the asbestos certificate's date is one the seller must hand over
 *   before the sale agreement in Flanders only;
 * - legal flags: by value; a right of pre-emption names who holds it (Flanders, a pre-emption area in Wallonia and
 *   Brussels, the municipality or the State in Luxembourg); `requested` and an unknown flag share one sentence each.
 */
export function factExplanationKey(item: FactItem, region: Region | null): string | null {
  const { key, value } = item;
  switch (key) {
    case 'planningInfo':
      return value.kind === 'token' || value.kind === 'text' ? `explain.planningInfo.${regional(region)}` : null;
    case 'floodZone':
      if (value.kind !== 'boolean') return null;
      return value.value ? `explain.floodZone.yes.${regional(region)}` : 'explain.floodZone.no';
    case 'floodRiskParcel':
    case 'floodRiskBuilding':
      return value.kind === 'floodScore' ? `explain.${key}.${value.value}` : null;
    case 'asbestosType':
      return value.kind === 'token' && value.domain === 'asbestosType' ? `explain.asbestosType.${value.token}` : null;
    case 'asbestosDate':
      return value.kind === 'date' ? `explain.asbestosDate.${region === 'flanders' ? 'flanders' : 'other'}` : null;
    case 'permit':
    case 'summons':
    case 'allotmentPermit':
    case 'preemptiveRights':
    case 'judicialDecision':
      if (value.kind !== 'legal') return null;
      if (value.value === 'requested') return 'explain.legalRequested';
      if (value.value === 'unknown') return 'explain.legalUnknown';
      if (key === 'preemptiveRights' && value.value === 'yes') return `explain.preemptiveRights.yes.${preemptionWording(region)}`;
      return `explain.${key}.${value.value}`;
    default:
      return null;
  }
}

/** Who may pre-empt: Flanders' bodies, a pre-emption area's (Wallonia, Brussels), Luxembourg's municipality or State. */
function preemptionWording(region: Region | null): 'flanders' | 'area' | 'luxembourg' | 'other' {
  if (region === 'wallonia' || region === 'brussels') return 'area';
  return regional(region) as 'flanders' | 'luxembourg' | 'other';
}

/** Every message key `factExplanationKey` can give (each must be in every language). */
export function explanationMessageKeys(): string[] {
  const places = ['flanders', 'wallonia', 'brussels', 'luxembourg', 'other'];
  return [
    ...places.map((p) => `explain.planningInfo.${p}`),
    ...places.map((p) => `explain.floodZone.yes.${p}`),
    'explain.floodZone.no',
    ...FLOOD_SCORES.flatMap((s) => [`explain.floodRiskParcel.${s}`, `explain.floodRiskBuilding.${s}`]),
    ...Object.values(TOKENS.asbestosType).map((t) => `explain.asbestosType.${t}`),
    'explain.asbestosDate.flanders',
    'explain.asbestosDate.other',
    ...GROUP_ITEMS.legal.flatMap((flag) => (flag === 'preemptiveRights' ? [] : [`explain.${flag}.yes`])),
    ...['flanders', 'area', 'luxembourg', 'other'].map((w) => `explain.preemptiveRights.yes.${w}`),
    ...GROUP_ITEMS.legal.map((flag) => `explain.${flag}.none`),
    'explain.legalRequested',
    'explain.legalUnknown',
  ];
}
