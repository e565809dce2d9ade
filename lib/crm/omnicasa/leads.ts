/**
 * Leads back to the CRM (when it is configured): a visitor's request about a property (`contact-me` →
 * `ContactOnMe`), about a project (`contact-construction` → `ContactOnMeProject`), and a registered demand
 * (`demand-register` → `DemandRegister`) also go to the CRM.
 *
 * They go through the outbox, like the site's e-mails: the request object (without the credentials, which
 * are added when it is sent) is queued as an outbox row of kind `crm-lead` in the submission's own
 * transaction, so the visitor's thank-you page never waits for the CRM. The outbox worker sends it, retries
 * with backoff while the CRM is down, and marks it sent once the CRM said `Success: true`; its dedupe key
 * (`crm-lead:{submission}`) keeps it to one row per submission, so it is sent exactly once.
 */
import type { OutboxMail } from '../../data/outbox';
import { isSupportedLocale } from '../../i18n/locales';
import { crmConfigFromEnv, type Env, OmnicasaClient } from './client';
import { LANGUAGE_IDS } from './mapping';

export const CRM_LEAD_KIND = 'crm-lead';

/** The form → the CRM's call. */
export const LEAD_ENDPOINTS: Record<string, 'ContactOnMe' | 'ContactOnMeProject' | 'DemandRegister'> = {
  'contact-me': 'ContactOnMe',
  'contact-construction': 'ContactOnMeProject',
  'demand-register': 'DemandRegister',
};

type LeadContext = { lang: string; subject?: { kind: 'property' | 'project'; id: number; title?: string; reference?: string } | null };

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const int = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
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
  };
  if (endpoint === 'DemandRegister') {
    const zones = Array.isArray(data.zones) ? data.zones.filter((z) => typeof z === 'string') : [];
    return {
      endpoint,
      request: defined({
        ...person,
        Goal: data.goal === 'rent' ? 1 : 0,
        WebIDs: Array.isArray(data.types) ? data.types.map(int).filter((n) => n !== undefined) : undefined,
        PriceMin: int(data.minPrice),
        PriceMax: int(data.maxPrice),
        MinRooms: int(data.minBedrooms),
        MaxRooms: int(data.maxBedrooms),
        MinGarages: int(data.garages),
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
      ...(endpoint === 'ContactOnMe' ? { ObjectID: subjectId } : { ProjectIDs: [subjectId] }),
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
 * Send a queued lead (an outbox row of kind `crm-lead`): one call, no retry here (the outbox retries with its
 * own backoff). Throws when the CRM is not configured, does not answer, or refuses.
 */
export async function deliverCrmLead(row: { subject: string; text: string }, options: { timeoutMs?: number } = {}): Promise<void> {
  const config = crmConfigFromEnv();
  if (!config) throw new Error('the CRM is not configured (OMNICASA_URL, OMNICASA_CUSTOMER, OMNICASA_PASSWORD)');
  const endpoint = Object.values(LEAD_ENDPOINTS).find((e) => e === row.subject);
  if (!endpoint) throw new Error(`not a CRM lead call: ${row.subject}`);
  const client = new OmnicasaClient(config, { attempts: 1, timeoutMs: options.timeoutMs ?? 20_000 });
  await client.call(endpoint, JSON.parse(row.text) as Record<string, unknown>);
}
