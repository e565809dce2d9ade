/**
 * A booked visit as a calendar file (.ics, iCalendar): what the visit's page offers for download and the
 * visitor's confirmation mail carries. One event whose times are in UTC (every calendar, Apple's, Google's
 * and Outlook's, shows them in the reader's own zone; the slot's hours are Brussels time), the place as the
 * property's page publishes it (the street only when the address is published; the office for a visit at the
 * agency), the agent as organizer when the page shows the agent with an e-mail, and a description with the
 * property's page and the visit's cancel link. The event's UID stays the same for a visit, so importing the
 * file again updates the event instead of adding a second one; a cancelled visit's file says CANCELLED.
 */
import 'server-only';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { siteConfig } from '@/config';
import { detailBlockShows } from '@/config/detail';
import type { Db } from '@/lib/data/connection';
import { getProperty } from '@/lib/data/properties';
import { visitByToken, visitOfSubmission, type Visit } from '@/lib/data/appointments';
import { addressLine } from '@/lib/domain/address';
import { APPOINTMENT_CANCELLED, visitTimes } from '@/lib/domain/appointments';
import type { Locale } from '@/lib/domain/locales';
import { formatFormDate, formLocale, translator } from '@/lib/i18n/translate';
import { siteLink } from './links';
import { agencyEmail } from './transport';

/** What the file says about the visit, as the site publishes it. */
export type VisitEvent = {
  visit: Pick<Visit, 'id' | 'day' | 'slot' | 'status' | 'token' | 'lang'>;
  /** The property's title and reference, null for a visit at the agency. */
  property: { title: string; reference: string; url: string } | null;
  /** One line: the published address, or the office's. */
  location: string;
  organizer: { name: string; email: string } | null;
};

/** The domain of the event's UID: the agency's mail domain, the same for every copy of the file. */
const uidDomain = () => agencyEmail().split('@')[1] ?? 'localhost';

/** The link of the visit's cancel page, in the visit's language. */
export const visitCancelLink = (lang: string, token: string) => siteLink(lang, '/visit/[token]/cancel', { token });
/** The link of the visit's page (the booking's thank-you page), in the visit's language. */
const visitPageLink = (lang: string, token: string) => siteLink(lang, '/visit/[token]', { token });
/** The path of the visit's page on this site (where a booking lands), `/fr/visite/TOKEN/`. */
export const visitPagePath = (lang: string, token: string) => new URL(visitPageLink(lang, token)).pathname;
/** The path of the visit's calendar file on this site. */
export const visitCalendarPath = (token: string) => `/api/visit/${encodeURIComponent(token)}/ics`;
/** The address of the visit's calendar file. */
export const visitCalendarLink = (token: string) => `${siteConfig.site.info.url.replace(/\/+$/, '')}${visitCalendarPath(token)}`;

/** The file's name, the same in every language. */
export const VISIT_CALENDAR_FILE = 'visit.ics';

/** The calendar file of a visit. `stamp`: when the file was made (DTSTAMP). */
export function visitCalendar(e: VisitEvent, stamp = new Date()): string {
  const lang = formLocale(e.visit.lang);
  const t = translator(lang, 'visit');
  const { start, end } = visitTimes(e.visit.day, e.visit.slot);
  const agency = siteConfig.site.info.name;
  const cancelled = e.visit.status === APPOINTMENT_CANCELLED;
  const pageUrl = e.property?.url ?? siteLink(lang, '/');
  const description = [
    e.property ? t('calendar.property', { title: e.property.title, reference: e.property.reference }) : t('calendar.atAgency', { agency }),
    t('calendar.when', { date: formatFormDate(e.visit.day), slot: e.visit.slot }),
    t('calendar.page', { url: pageUrl }),
    cancelled ? t('calendar.cancelled') : t('calendar.cancel', { url: visitCancelLink(lang, e.visit.token) }),
  ].join('\n');
  // No calendar name (X-WR-CALNAME): with one, some applications import the file as a calendar of its own.
  const calendar = ical({ prodId: { company: agency, product: 'visit', language: lang.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `visit-${e.visit.id}@${uidDomain()}`,
    // A cancelled visit's file replaces the event it added: a later version of the same UID.
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start,
    end,
    stamp,
    summary: e.property ? t('calendar.summary', { title: e.property.title }) : t('calendar.summaryAgency', { agency }),
    location: e.location,
    description,
    url: pageUrl,
    organizer: e.organizer ?? undefined,
  });
  return calendar.toString();
}

/** The office where the agency receives visitors (the first one), as one line. */
function officeLine(): string {
  const o = siteConfig.site.info.offices[0];
  if (!o) return siteConfig.site.info.name;
  return `${o.name}, ${addressLine({ publishAddress: true, street: o.street, houseNumber: o.houseNumber, zip: o.zip, city: o.city })}`;
}

/** What the calendar file says about a stored visit: its property read in the visit's language. */
export async function visitEvent(visit: Visit): Promise<VisitEvent> {
  const lang: Locale = formLocale(visit.lang);
  const p = visit.propertyId > 0 ? await getProperty(visit.propertyId, lang) : null;
  if (!p) {
    const office = siteConfig.site.info.offices[0];
    return {
      visit,
      property: null,
      location: officeLine(),
      organizer: office?.email ? { name: siteConfig.site.info.name, email: office.email } : null,
    };
  }
  const showsAgent = detailBlockShows(siteConfig.site.detail.blocks, 'agent', p) && !!p.managerName && !!p.managerEmail;
  return {
    visit,
    property: { title: p.title, reference: p.reference, url: siteLink(lang, '/property/[id]', { id: p.id }) },
    location: addressLine(p, translator(lang, 'property')('box')),
    organizer: showsAgent ? { name: p.managerName!, email: p.managerEmail! } : { name: siteConfig.site.info.name, email: agencyEmail() },
  };
}

/** The calendar file of the visit of `token`, or null for a token that is no visit's. */
export async function visitCalendarByToken(token: string): Promise<string | null> {
  const visit = await visitByToken(token);
  return visit ? visitCalendar(await visitEvent(visit)) : null;
}

/** The outbox kind of a booking's confirmation to the visitor: the mail that carries the calendar file. */
export const VISIT_CONFIRMATION_KIND = 'form:contact-appointment:visitor';

/** The calendar file the confirmation mail of a booking carries (null: the submission booked no visit with a link). */
export async function visitCalendarOfSubmission(submissionId: number, db?: Db): Promise<string | null> {
  const visit = await visitOfSubmission(submissionId, db);
  return visit ? visitCalendar(await visitEvent(visit)) : null;
}
