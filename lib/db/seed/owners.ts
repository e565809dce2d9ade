/**
 * Demo owners of the portal, each with some of the demo properties, a history of visits, communications,
 * online media and events over the last months, and detail-page views for the last 90 days. Dates are
 * relative to the day of seeding, so the portal always looks current; the numbers are deterministic.
 *
 * Demo sign-in (docs/owner-portal.md): owner@maison-horizon.be / Horizon-demo-2026 (the other two owners have the same password).
 */
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { oneRow } from '../rows';
import { ownerProperties, owners, portalEntries, properties, propertyViews } from '../schema';
import { hashPassword } from '../../domain/password';
import { addDays, brusselsDay } from '../../domain/calendar';
import { readEnv, type EnvSource } from '../../env';
import { itemAt, roundRobin } from './lists';

export const DEMO_OWNER_PASSWORD = 'Horizon-demo-2026';

type Lang = 'fr' | 'nl' | 'de' | 'en';
type DemoOwner = { email: string; firstName: string; lastName: string; lang: Lang; propertyIds: number[] };

export const DEMO_OWNERS: DemoOwner[] = [
  { email: 'owner@maison-horizon.be', firstName: 'Claire', lastName: 'Dubois', lang: 'fr', propertyIds: [1001, 1013, 1017] },
  { email: 'pieter.janssens@maison-horizon.be', firstName: 'Pieter', lastName: 'Janssens', lang: 'nl', propertyIds: [1003, 1009, 1021] },
  { email: 'anna.schmitt@maison-horizon.be', firstName: 'Anna', lastName: 'Schmitt', lang: 'de', propertyIds: [1006, 1029] },
];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTACTS = [
  'Sophie Lambert',
  'Thomas Peeters',
  'Marie Claes',
  'Lucas Martin',
  'Emma Wouters',
  'Nathalie Renard',
  'Jan De Smet',
  'Julie Hoffmann',
  'Marc Weber',
  'Laura Goossens',
  'David Nguyen',
  'Sarah Maes',
];
const AGENTS = ['Isabelle Moreau', 'Kevin Vermeulen', 'Sandra Klein'];

type Text = Record<Lang, string>;
type Template = { type: string; status: string[]; source: string[]; subject: Text; comment: Text; contact: 'visitor' | 'agent' | 'none' };

const T = {
  visit: [
    {
      type: 'viewing',
      status: ['done', 'done', 'done', 'cancelled'],
      source: ['immoweb', 'website', 'zimmo', 'phone', 'athome'],
      contact: 'visitor',
      subject: { fr: 'Visite du bien', nl: 'Bezichtiging van het pand', de: 'Besichtigung der Immobilie', en: 'Viewing of the property' },
      comment: {
        fr: 'Couple intéressé, demande des informations sur les charges.',
        nl: 'Geïnteresseerd koppel, vraagt naar de lasten.',
        de: 'Interessiertes Paar, fragt nach den Nebenkosten.',
        en: 'Interested couple, asked about the service charges.',
      },
    },
    {
      type: 'viewing',
      status: ['done', 'planned'],
      source: ['website', 'immoweb'],
      contact: 'visitor',
      subject: { fr: 'Seconde visite', nl: 'Tweede bezichtiging', de: 'Zweite Besichtigung', en: 'Second viewing' },
      comment: {
        fr: 'Revient avec un entrepreneur pour estimer les travaux.',
        nl: 'Komt terug met een aannemer om de werken te ramen.',
        de: 'Kommt mit einem Bauunternehmer zurück, um die Arbeiten zu schätzen.',
        en: 'Coming back with a contractor to estimate the works.',
      },
    },
    {
      type: 'openHouse',
      status: ['done'],
      source: ['website', 'facebook'],
      contact: 'agent',
      subject: { fr: 'Journée portes ouvertes', nl: 'Opendeurdag', de: 'Tag der offenen Tür', en: 'Open house' },
      comment: {
        fr: '6 groupes de visiteurs, 2 demandes de seconde visite.',
        nl: '6 groepen bezoekers, 2 vragen voor een tweede bezoek.',
        de: '6 Besuchergruppen, 2 Anfragen für eine zweite Besichtigung.',
        en: '6 groups of visitors, 2 asked for a second viewing.',
      },
    },
  ],
  communication: [
    {
      type: 'phone',
      status: ['done'],
      source: ['agency'],
      contact: 'agent',
      subject: { fr: 'Rapport hebdomadaire', nl: 'Wekelijks verslag', de: 'Wöchentlicher Bericht', en: 'Weekly report' },
      comment: {
        fr: 'Point sur les visites et les réactions des candidats.',
        nl: 'Overzicht van de bezoeken en de reacties van de kandidaten.',
        de: 'Überblick über die Besichtigungen und die Rückmeldungen der Interessenten.',
        en: 'Update on the viewings and the feedback of the candidates.',
      },
    },
    {
      type: 'email',
      status: ['sent'],
      source: ['agency'],
      contact: 'agent',
      subject: { fr: 'Compte rendu des visites', nl: 'Verslag van de bezichtigingen', de: 'Bericht über die Besichtigungen', en: 'Report of the viewings' },
      comment: {
        fr: 'Envoi du résumé mensuel et des statistiques en ligne.',
        nl: 'Maandelijkse samenvatting en online statistieken verstuurd.',
        de: 'Monatliche Zusammenfassung und Online-Statistiken gesendet.',
        en: 'Monthly summary and online statistics sent.',
      },
    },
    {
      type: 'offer',
      status: ['received', 'refused', 'pending'],
      source: ['website', 'agency'],
      contact: 'visitor',
      subject: { fr: 'Offre reçue', nl: 'Bod ontvangen', de: 'Angebot erhalten', en: 'Offer received' },
      comment: {
        fr: 'Offre écrite transmise au propriétaire pour décision.',
        nl: 'Schriftelijk bod aan de eigenaar bezorgd voor beslissing.',
        de: 'Schriftliches Angebot dem Eigentümer zur Entscheidung übermittelt.',
        en: 'Written offer passed on to the owner for a decision.',
      },
    },
    {
      type: 'meeting',
      status: ['done', 'planned'],
      source: ['agency'],
      contact: 'agent',
      subject: { fr: 'Rendez-vous à l’agence', nl: 'Afspraak op kantoor', de: 'Termin in der Agentur', en: 'Meeting at the agency' },
      comment: {
        fr: 'Discussion du prix et de la stratégie de mise en vente.',
        nl: 'Bespreking van de prijs en de verkoopstrategie.',
        de: 'Besprechung des Preises und der Vermarktungsstrategie.',
        en: 'Discussed the price and the marketing strategy.',
      },
    },
  ],
  media: [
    {
      type: 'listing',
      status: ['online'],
      source: ['immoweb', 'zimmo', 'immovlan', 'athome', 'website'],
      contact: 'none',
      subject: { fr: 'Annonce publiée', nl: 'Advertentie gepubliceerd', de: 'Anzeige veröffentlicht', en: 'Listing published' },
      comment: {
        fr: 'Annonce avec 20 photos et plan.',
        nl: 'Advertentie met 20 foto’s en plan.',
        de: 'Anzeige mit 20 Fotos und Grundriss.',
        en: 'Listing with 20 photos and the floor plan.',
      },
    },
    {
      type: 'socialPost',
      status: ['online'],
      source: ['facebook', 'instagram'],
      contact: 'none',
      subject: { fr: 'Publication sponsorisée', nl: 'Gesponsord bericht', de: 'Gesponserter Beitrag', en: 'Sponsored post' },
      comment: {
        fr: 'Campagne de 7 jours dans un rayon de 20 km.',
        nl: 'Campagne van 7 dagen binnen een straal van 20 km.',
        de: '7-tägige Kampagne im Umkreis von 20 km.',
        en: '7-day campaign within 20 km.',
      },
    },
    {
      type: 'newsletter',
      status: ['sent'],
      source: ['agency'],
      contact: 'none',
      subject: {
        fr: 'Newsletter aux candidats acquéreurs',
        nl: 'Nieuwsbrief aan kandidaat-kopers',
        de: 'Newsletter an Kaufinteressenten',
        en: 'Newsletter to prospective buyers',
      },
      comment: {
        fr: 'Envoyée aux demandes correspondantes.',
        nl: 'Verstuurd naar de overeenkomende zoekopdrachten.',
        de: 'An passende Suchaufträge gesendet.',
        en: 'Sent to the matching demands.',
      },
    },
    {
      type: 'virtualTour',
      status: ['online'],
      source: ['website'],
      contact: 'none',
      subject: { fr: 'Visite virtuelle en ligne', nl: 'Virtuele rondleiding online', de: 'Virtueller Rundgang online', en: 'Virtual tour online' },
      comment: {
        fr: 'Visite 3D ajoutée à l’annonce.',
        nl: '3D-rondleiding aan de advertentie toegevoegd.',
        de: '3D-Rundgang zur Anzeige hinzugefügt.',
        en: '3D tour added to the listing.',
      },
    },
  ],
  history: [
    {
      type: 'mandate',
      status: ['done'],
      source: ['agency'],
      contact: 'agent',
      subject: { fr: 'Mandat signé', nl: 'Opdracht ondertekend', de: 'Auftrag unterzeichnet', en: 'Mandate signed' },
      comment: {
        fr: 'Mandat exclusif de 6 mois.',
        nl: 'Exclusieve opdracht van 6 maanden.',
        de: 'Exklusivauftrag für 6 Monate.',
        en: 'Exclusive mandate for 6 months.',
      },
    },
    {
      type: 'certificate',
      status: ['done'],
      source: ['agency'],
      contact: 'none',
      subject: { fr: 'Certificat PEB reçu', nl: 'EPC-attest ontvangen', de: 'Energieausweis erhalten', en: 'Energy certificate received' },
      comment: {
        fr: 'Certificat ajouté aux documents du bien.',
        nl: 'Attest toegevoegd aan de documenten van het pand.',
        de: 'Ausweis zu den Unterlagen der Immobilie hinzugefügt.',
        en: 'Certificate added to the property documents.',
      },
    },
    {
      type: 'photos',
      status: ['done'],
      source: ['agency'],
      contact: 'none',
      subject: { fr: 'Reportage photo', nl: 'Fotoreportage', de: 'Fotoreportage', en: 'Photo shoot' },
      comment: {
        fr: 'Photos professionnelles et prise de vue drone.',
        nl: 'Professionele foto’s en dronebeelden.',
        de: 'Professionelle Fotos und Drohnenaufnahmen.',
        en: 'Professional photos and drone shots.',
      },
    },
    {
      type: 'priceChange',
      status: ['done'],
      source: ['agency'],
      contact: 'agent',
      subject: { fr: 'Adaptation du prix', nl: 'Prijsaanpassing', de: 'Preisanpassung', en: 'Price adjustment' },
      comment: {
        fr: 'Prix adapté de 3 % après accord du propriétaire.',
        nl: 'Prijs met 3 % aangepast na akkoord van de eigenaar.',
        de: 'Preis nach Zustimmung des Eigentümers um 3 % angepasst.',
        en: 'Price lowered by 3% with the owner’s agreement.',
      },
    },
  ],
} satisfies Record<string, Template[]>;

const COUNTS: Record<keyof typeof T, [number, number]> = { visit: [5, 9], communication: [4, 7], media: [3, 5], history: [3, 4] };

/** The entries of one property, spread over the last ~5 months before `now`. */
function entriesFor(propertyId: number, lang: Lang, now: Date) {
  const r = rng(propertyId * 7919);
  const pick = <X>(list: X[]) => itemAt(list, Math.floor(r() * list.length));
  return (Object.keys(T) as (keyof typeof T)[]).flatMap((kind) => {
    const [min, max] = COUNTS[kind];
    const n = min + Math.floor(r() * (max - min + 1));
    return Array.from({ length: n }, (_, i) => {
      const tpl: Template = kind === 'history' ? roundRobin(T.history, i) : pick(T[kind] as Template[]);
      const daysAgo = kind === 'history' && i === 0 ? 150 : Math.floor(r() * 140) + (tpl.status.includes('planned') ? 0 : 1);
      const planned = tpl.status.includes('planned') && r() < 0.3;
      const date = new Date(now.getTime() + (planned ? 3 : -daysAgo) * 86_400_000);
      date.setUTCHours(8 + Math.floor(r() * 9), r() < 0.5 ? 0 : 30, 0, 0);
      return {
        propertyId,
        kind,
        date,
        type: tpl.type,
        contact: tpl.contact === 'visitor' ? pick(CONTACTS) : tpl.contact === 'agent' ? pick(AGENTS) : null,
        subject: tpl.subject[lang],
        comment: tpl.comment[lang],
        status: planned ? 'planned' : pick(tpl.status.filter((s) => s !== 'planned').length ? tpl.status.filter((s) => s !== 'planned') : tpl.status),
        source: pick(tpl.source),
      };
    });
  });
}

/** Daily detail-page views for the last `days` days up to today (Brussels), busier on weekends and early on. */
function viewsFor(propertyId: number, now: Date, days = 90) {
  const r = rng(propertyId * 104_729);
  const today = brusselsDay(now);
  const base = 4 + Math.floor(r() * 10);
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, -i);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.6 : 1;
    const freshness = 1 + Math.max(0, 60 - (days - i)) / 60; // a new listing draws more visits
    const count = Math.round(base * weekend * freshness * (0.5 + r()));
    return { propertyId, day, count: i === 0 ? Math.ceil(count / 3) : count };
  }).filter((v) => v.count > 0);
}

/**
 * The demo owners' password: the one docs/owner-portal.md publishes, except in production (NODE_ENV=production),
 * where a known password would open real owners' data to anybody: there a random one-time password is
 * made, printed once by the seed command, and never stored in clear.
 */
export function demoOwnerPassword(source?: EnvSource): { password: string; oneTime: boolean } {
  if (readEnv(source).NODE_ENV === 'production') return { password: randomBytes(18).toString('base64url'), oneTime: true };
  return { password: DEMO_OWNER_PASSWORD, oneTime: false };
}

/** Insert the demo owners (left alone when they exist) and, for properties without any, their history and views. */
export async function seedOwners(db: Db, now: Date = new Date(), password: string = DEMO_OWNER_PASSWORD): Promise<number> {
  const existing = new Set((await db.selectDistinct({ id: properties.id }).from(properties)).map((p) => p.id));
  const passwordHash = await hashPassword(password);
  for (const o of DEMO_OWNERS) {
    await db.insert(owners).values({ email: o.email, firstName: o.firstName, lastName: o.lastName, lang: o.lang, passwordHash }).onConflictDoNothing();
    // There just now, inserted or left alone.
    const { id } = oneRow(
      await db
        .select({ id: owners.id })
        .from(owners)
        .where(sql`lower(${owners.email}) = ${o.email}`),
      `demo owner ${o.email}`,
    );
    const ids = o.propertyIds.filter((p) => existing.has(p));
    if (!ids.length) continue;
    await db
      .insert(ownerProperties)
      .values(ids.map((propertyId) => ({ ownerId: id, propertyId })))
      .onConflictDoNothing();
    const withEntries = new Set(
      (await db.selectDistinct({ id: portalEntries.propertyId }).from(portalEntries).where(inArray(portalEntries.propertyId, ids))).map((r) => r.id),
    );
    const fresh = ids.filter((p) => !withEntries.has(p));
    if (fresh.length) await db.insert(portalEntries).values(fresh.flatMap((p) => entriesFor(p, o.lang, now)));
    await db
      .insert(propertyViews)
      .values(ids.flatMap((p) => viewsFor(p, now)))
      .onConflictDoNothing();
  }
  return DEMO_OWNERS.length;
}
