/**
 * Leads back to the CRM (when it is configured): a visitor's request about a property (`contact-me` →
 * `ContactOnMe`), about a project (`contact-construction` → `ContactOnMeProject`), and a registered demand
 * (`demand-register` → `DemandRegister`) also go to the CRM.
 *
 * They go through the outbox, like the site's e-mails: the request object (without the credentials, which
 * are added when it is sent) is queued as an outbox row of kind `crm-lead` in the submission's own
 * transaction, so the visitor's thank-you page never waits for the CRM. The outbox worker sends it (through
 * `crmOutboxHandlers`, which the entry point starting the worker gives it), retries
 * with backoff while the CRM is down, and marks it sent once the CRM said `Success: true`; its dedupe key
 * (`crm-lead:{submission}`) keeps it to one row per submission, so it is sent exactly once.
 *
 * Sent as the public clients send it (fw4-bvba/omnicasa-api's HttpApiAdapter: GET, the request object in the
 * query's `json`): the service runs on IIS, whose query string limit is 2,048 characters by default, so the
 * visitor's message is cut to what fits (the agency's notification mail holds all of it). With each lead go
 * `SourceId` (site.json crm.leads.sourceId, 5: agency website) and the site's `SiteId` when configured. A
 * demand's web types become the CRM's `TypeOfPropertyIDs` (the items of `GetTypeOfPropertyList` whose
 * `WebID` the visitor chose) and its regions the `Zips` of the catalogue's postcodes in them, as
 * `DemandRegister` takes them; list values go as comma-separated strings.
 *
 * A 4xx answer is final: the lead is parked and the agency mailed once with it. Other faults (5xx, no answer,
 * time-outs, refusals) are tried again by the outbox, at most LEAD_MAX_ATTEMPTS times, then parked the same way.
 */
import type { Db } from '../../data/connection';
import { cataloguePlaces, parkCrmLead } from '../../data/crm-sync';
import { CRM_LEAD_KIND, type OutboxMail } from '../../data/outbox';
import type { OutboxHandlers } from '../../mail/outbox';
import { log } from '@/lib/log';
import { siteConfig } from '@/config';
import { isSupportedLocale } from '../../domain/locales';
import { wholeNumber } from '../../domain/numbers';
import { postcodesInRegions } from '../../domain/regions';
import { crmConfigFromEnv, CrmError, type Env, OmnicasaClient } from './client';
import { leadParkedMail } from './mails';
import { LANGUAGE_IDS, number } from './mapping';

/** The form → the CRM's call. */
export const LEAD_ENDPOINTS: Record<string, 'ContactOnMe' | 'ContactOnMeProject' | 'DemandRegister'> = {
  'contact-me': 'ContactOnMe',
  'contact-construction': 'ContactOnMeProject',
  'demand-register': 'DemandRegister',
};

type LeadContext = { lang: string; subject?: { kind: 'property' | 'project'; id: number; title?: string; reference?: string } | null };

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** Tries of one lead before it is parked: the outbox waits 5 s doubling up to an hour, so about nine hours. */
export const LEAD_MAX_ATTEMPTS = 16;
/** The longest query string a lead is sent with: under IIS's default maxQueryString (2,048). */
export const MAX_QUERY_CHARS = 2_000;
/** Added where the message was cut. */
const CUT_MARK = ' […]';

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** The CRM's request fields for a stored submission of `form` (null: the form is not a lead for the CRM). */
export function leadRequest(form: string, data: Record<string, unknown>, ctx: LeadContext): { endpoint: string; request: Record<string, unknown> } | null {
  const endpoint = LEAD_ENDPOINTS[form];
  if (!endpoint) return null;
  const lang = isSupportedLocale(ctx.lang) ? ctx.lang : 'fr';
  const person = {
    Name: str(data.lastName),
    FirstName: str(data.firstName),
    Email: str(data.email),
    PhoneNumber: str(data.phone),
    Address: [str(data.street), str(data.houseNumber)].filter(Boolean).join(' ') || undefined,
    Zip: str(data.zip),
    City: str(data.city),
    LanguageId: LANGUAGE_IDS[lang],
    SourceId: siteConfig.site.crm.leads.sourceId,
    SiteId: siteConfig.site.crm.leads.siteId,
  };
  if (endpoint === 'DemandRegister') {
    const zones = Array.isArray(data.zones) ? data.zones.filter((z) => typeof z === 'string') : [];
    return {
      endpoint,
      request: defined({
        ...person,
        Goal: data.goal === 'rent' ? 1 : 0,
        WebIDs: Array.isArray(data.types) ? data.types.map(wholeNumber).filter((n) => n !== null) : undefined,
        // The site's regions; replaced by the CRM's `Zips` when the lead is sent (withPostcodes).
        Zones: zones.length ? zones.join(',') : undefined,
        PriceMin: wholeNumber(data.minPrice),
        PriceMax: wholeNumber(data.maxPrice),
        MinRooms: wholeNumber(data.minBedrooms),
        MaxRooms: wholeNumber(data.maxBedrooms),
        MinGarages: wholeNumber(data.garages),
        MinParkings: data.parking === true ? 1 : undefined,
        Garden: data.garden === true ? true : undefined,
        Terrace: data.terrace === true ? true : undefined,
        Comment: [zones.length ? `Zones: ${zones.join(', ')}` : '', str(data.remark) ?? ''].filter(Boolean).join('\n') || undefined,
      }),
    };
  }
  const subjectId = ctx.subject?.id;
  if (!subjectId) return null;
  const what = form === 'contact-me' && data.request === 'visit' ? 'Visit request' : 'Information request';
  return {
    endpoint,
    request: defined({
      ...person,
      IsReceivedEmail: data.newsletter === true,
      Subject: `${what}${ctx.subject?.reference ? ` ${ctx.subject.reference}` : ''}`,
      Content: str(data.remark),
      ...(endpoint === 'ContactOnMe' ? { ObjectID: subjectId } : { ProjectIDs: String(subjectId) }),
    }),
  };
}

/** The outbox row of a lead, to queue in the submission's transaction; none when the CRM is not configured. */
export function crmLeads(form: string, data: Record<string, unknown>, ctx: LeadContext, submissionId: number, env?: Env): OutboxMail[] {
  if (!crmConfigFromEnv(env)) return [];
  const lead = leadRequest(form, data, ctx);
  if (!lead) return [];
  return [
    {
      kind: CRM_LEAD_KIND,
      lang: ctx.lang,
      to: `crm:${lead.endpoint}`,
      subject: lead.endpoint,
      text: JSON.stringify(lead.request),
      html: '',
      submissionId,
      dedupeKey: `${CRM_LEAD_KIND}:${submissionId}`,
    },
  ];
}

/**
 * The request with its message (`Content`, or a demand's `Comment`) cut so that its query string fits `max`
 * characters. A demand whose postcodes (`Zips`) do not fit even then goes without them: its regions stay
 * named in its comment, for the agent to read.
 */
export function fitQuery(client: OmnicasaClient, endpoint: string, request: Record<string, unknown>, max = MAX_QUERY_CHARS): Record<string, unknown> {
  const cut = cutMessage(client, endpoint, request, max);
  if (typeof cut.Zips !== 'string' || client.queryLength(endpoint, cut) <= max) return cut;
  const { Zips: _left, ...rest } = request;
  return cutMessage(client, endpoint, rest, max);
}

function cutMessage(client: OmnicasaClient, endpoint: string, request: Record<string, unknown>, max: number): Record<string, unknown> {
  if (client.queryLength(endpoint, request) <= max) return request;
  const key = typeof request.Content === 'string' ? 'Content' : typeof request.Comment === 'string' ? 'Comment' : null;
  if (!key) return request;
  const full = [...(request[key] as string)];
  let lo = 0;
  let hi = full.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (client.queryLength(endpoint, { ...request, [key]: full.slice(0, mid).join('') + CUT_MARK }) <= max) lo = mid;
    else hi = mid - 1;
  }
  return { ...request, [key]: full.slice(0, lo).join('').trimEnd() + CUT_MARK };
}

/** A demand's web types (`WebIDs`, the site's) → `TypeOfPropertyIDs`: the CRM's property types listed under them. */
async function withPropertyTypes(client: OmnicasaClient, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { WebIDs, ...rest } = request;
  const webIds = new Set((Array.isArray(WebIDs) ? WebIDs : String(WebIDs ?? '').split(',')).map(number).filter((n) => typeof n === 'number'));
  if (!webIds.size) return rest;
  const types = await client.list<Record<string, unknown>>('GetTypeOfPropertyList', { WebIDs: [...webIds], LanguageId: request.LanguageId });
  const ids = types.filter((t) => webIds.has(number(t.WebID) as number)).map((t) => number(t.ID));
  const unique = [...new Set(ids.filter((n): n is number => typeof n === 'number'))];
  return unique.length ? { ...rest, TypeOfPropertyIDs: unique.join(',') } : rest;
}

/**
 * A demand's regions (`Zones`, the site's) → `Zips`: the postcodes of the site's catalogue (properties and
 * projects, as the CRM sent them) that lie in those regions, comma-separated as fw4's DemandRegisterRequest
 * sends its `Zips` list. The CRM matches a demand by postcode; a region has no code of its own there.
 */
async function withPostcodes(db: Db, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { Zones, ...rest } = request;
  const regions = String(Zones ?? '')
    .split(',')
    .filter(Boolean);
  if (!regions.length) return rest;
  const zips = postcodesInRegions(regions, await cataloguePlaces(db));
  return zips.length ? { ...rest, Zips: zips.join(',') } : rest;
}

/**
 * Send a queued lead (an outbox row of kind `crm-lead`): one call, no retry here (the outbox retries with its
 * own backoff). Returns 'parked' when the CRM will never take it (see the module's comment); throws for a
 * fault worth another try (not configured, no answer, 5xx, refused).
 */
export async function deliverCrmLead(
  db: Db,
  row: { id: number; subject: string; text: string; lang: string; attempts: number; submissionId: number | null },
  options: { timeoutMs?: number } = {},
): Promise<'sent' | 'parked'> {
  const config = crmConfigFromEnv();
  if (!config) throw new Error('the CRM is not configured (OMNICASA_URL, OMNICASA_CUSTOMER, OMNICASA_PASSWORD)');
  const endpoint = Object.values(LEAD_ENDPOINTS).find((e) => e === row.subject);
  if (!endpoint) throw new Error(`not a CRM lead call: ${row.subject}`);
  const client = new OmnicasaClient(config, { attempts: 1, timeoutMs: options.timeoutMs ?? 20_000 });
  try {
    let request = JSON.parse(row.text) as Record<string, unknown>;
    if (endpoint === 'DemandRegister') request = await withPostcodes(db, await withPropertyTypes(client, request));
    await client.call(endpoint, fitQuery(client, endpoint, request));
    return 'sent';
  } catch (e) {
    const final = e instanceof CrmError && (e.kind === 'rejected' || e.kind === 'too-large');
    // `attempts` counts this try too (the outbox counts a try when it claims the row).
    if (!final && row.attempts < LEAD_MAX_ATTEMPTS) throw e;
    const reason = final ? (e as Error).message : `${(e as Error).message}; ${row.attempts} tries`;
    await parkCrmLead(db, row.id, reason, leadParkedMail(row, reason));
    return 'parked';
  }
}

/** The outbox worker's handlers of the CRM's rows: a lead is sent, or parked (and the agency mailed) for good. */
export const crmOutboxHandlers: OutboxHandlers = {
  [CRM_LEAD_KIND]: async (db, row) => {
    const outcome = await deliverCrmLead(db, row);
    if (outcome === 'parked') log.warn('crm.lead-parked', { mailId: row.id, attempt: row.attempts, submissionId: row.submissionId });
    return outcome;
  },
};
