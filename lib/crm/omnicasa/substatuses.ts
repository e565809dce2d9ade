/**
 * The agency's substatuses as `npm run sync -- --substatuses` shows them, so staff can fill site.json
 * `crm.substatuses` (substatus ID → available, option, sold, rented or hidden).
 *
 * `GetSubstatusList` is paged and takes `LanguageId`, and `ShowOnWeb` / `HasMarquee` as filters
 * (fw4-bvba/omnicasa-api Settings/GetSubstatusListRequest); its items carry `ID`, `Name`, `ShortName`, `Marquee`
 * (tombroucke/otomaties-omnicasa-sync stores those). Whether a substatus is shown on the web and has a marquee is
 * read from the item when it says so, else from whether the list filtered by `ShowOnWeb: true` (`HasMarquee:
 * true`) holds it; unknown when the CRM refuses the filtered list.
 */
import type { Locale } from '../../domain/locales';
import { substatusState, type CrmState, type CrmStateMapping } from '../../domain/crm-states';
import { CrmError, type OmnicasaClient } from './client';
import { flag, itemId, LANGUAGE_IDS, value, type CrmItem } from './mapping';

export type Substatus = {
  id: number;
  names: Partial<Record<Locale, string>>;
  showOnWeb: boolean | null;
  hasMarquee: boolean | null;
  marquee?: string;
  state: CrmState;
  from: 'mapping' | 'name' | 'default';
};

/** The IDs of the list filtered by `filter: true`, or null when the CRM refuses the filter. */
async function filteredIds(client: OmnicasaClient, filter: 'ShowOnWeb' | 'HasMarquee', LanguageId: number): Promise<Set<number> | null> {
  try {
    return new Set((await client.list<CrmItem>('GetSubstatusList', { [filter]: true, LanguageId })).map(itemId).filter((id): id is number => id !== null));
  } catch (e) {
    if (e instanceof CrmError && (e.kind === 'refused' || e.kind === 'rejected')) return null;
    throw e;
  }
}

/** Every substatus of the CRM with its names in `languages` and the state the mapping gives an active property that has it. */
export async function readSubstatuses(client: OmnicasaClient, languages: readonly Locale[], mapping: CrmStateMapping): Promise<Substatus[]> {
  const byId = new Map<number, { names: Partial<Record<Locale, string>>; item: CrmItem }>();
  for (const lang of languages) {
    for (const item of await client.list<CrmItem>('GetSubstatusList', { LanguageId: LANGUAGE_IDS[lang] })) {
      const id = itemId(item);
      if (id === null) continue;
      const entry = byId.get(id) ?? { names: {}, item };
      const name = value(item.Name);
      if (typeof name === 'string') entry.names[lang] = name;
      byId.set(id, entry);
    }
  }
  const first = LANGUAGE_IDS[languages[0] ?? 'nl'];
  const own = (key: string) => [...byId.values()].some((e) => typeof flag(e.item[key]) === 'boolean');
  const shown = own('ShowOnWeb') ? null : await filteredIds(client, 'ShowOnWeb', first);
  const marked = own('HasMarquee') ? null : await filteredIds(client, 'HasMarquee', first);
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([id, { names, item }]) => {
      const said = (key: string, ids: Set<number> | null) => {
        const f = flag(item[key]);
        return typeof f === 'boolean' ? f : ids ? ids.has(id) : null;
      };
      const marquee = value(item.Marquee);
      const { state, from } = substatusState(id, Object.values(names).join(' / '), mapping);
      return {
        id,
        names,
        showOnWeb: said('ShowOnWeb', shown),
        hasMarquee: said('HasMarquee', marked),
        ...(typeof marquee === 'string' ? { marquee } : {}),
        state,
        from,
      };
    });
}

const yesNo = (b: boolean | null) => (b === null ? 'unknown' : b ? 'yes' : 'no');
const FROM = { mapping: 'site.json crm.substatuses', name: 'from its name; not in crm.substatuses', default: 'not in crm.substatuses' } as const;

/** One line per substatus, then what to do with the mapping (IDs it names that the CRM does not have). */
export function substatusLines(list: Substatus[], mapping: CrmStateMapping): string[] {
  const lines = list.map((s) => {
    const names = Object.entries(s.names)
      .map(([lang, name]) => `${lang} "${name}"`)
      .join(', ');
    const hint =
      s.showOnWeb === false && s.state !== 'hidden' ? ' (not shown on the web in the CRM: map it to "hidden" to keep such properties off the site)' : '';
    return (
      `substatus ${s.id}: ${names || '(no name)'}; ShowOnWeb ${yesNo(s.showOnWeb)}; HasMarquee ${yesNo(s.hasMarquee)}` +
      `${s.marquee ? ` (marquee "${s.marquee}")` : ''}; state: ${s.state} (${FROM[s.from]})${hint}`
    );
  });
  const known = new Set(list.map((s) => String(s.id)));
  const unknown = Object.keys(mapping.substatuses).filter((id) => !known.has(id));
  if (unknown.length) lines.push(`site.json crm.substatuses names substatuses the CRM does not list: ${unknown.join(', ')}`);
  if (!list.length) lines.push('the CRM lists no substatus');
  lines.push(
    'a property whose Status is 1 (active) takes the state of its substatus; set it in site.json crm.substatuses (available, option, sold, rented or hidden), e.g. { "2": "option", "6": "sold", "9": "hidden" }',
  );
  return lines;
}
