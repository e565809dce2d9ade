/**
 * The property detail page's blocks (site.json `detail.blocks`): which of them show for a property, by the
 * configured condition rules.
 */
import { evaluateConditions } from '@/lib/domain/conditions';
import { regionOf } from '@/lib/domain/regions';
import type { DetailBlock, SiteFile } from './schema';

/** What the condition rules are evaluated on: the property and its region. */
export const ruleRecord = <P extends { zip: string; countryId: number }>(p: P) => ({ ...p, region: regionOf(p.zip, p.countryId) });

/** Whether a block shows for this property: its configured rules hold, or it has none. */
export function detailBlockShows<P extends { zip: string; countryId: number }>(blocks: SiteFile['detail']['blocks'], block: DetailBlock, property: P): boolean {
  const rules = blocks[block];
  return !rules || evaluateConditions(rules, ruleRecord(property));
}
