import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_CANCELLED, APPOINTMENT_CONFIRMED, type AppointmentSlot } from '@/lib/domain/appointments';
import { visitCalendar, visitCancelLink, type VisitEvent } from './visit-calendar';

const TOKEN = 'A'.repeat(43);

function event(day: string, slot: AppointmentSlot, over: Partial<VisitEvent> = {}, status: 'confirmed' | 'cancelled' = APPOINTMENT_CONFIRMED): VisitEvent {
  return {
    visit: { id: 41, day, slot, status, token: TOKEN, lang: 'fr' },
    property: { title: 'Maison de maître; jardin, garage', reference: 'MH-0041', url: 'https://www.maison-horizon.be/fr/bien/41/' },
    location: 'Rue Neuve 12 boîte 3, 1000 Bruxelles',
    organizer: { name: 'Sophie Martin', email: 'sophie@maison-horizon.be' },
    ...over,
  };
}

/** The one event of a calendar file, as a calendar application reads it. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, vevent: events[0]!, event: new ICAL.Event(events[0]!) };
}

/** The wall clock of an instant in Brussels, `yyyy-mm-dd hh:mm`. */
const brussels = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Europe/Brussels' }).slice(0, 16);

describe('the calendar file of a booked visit', () => {
  it('holds the visit at its slot hours in Brussels, in winter time', () => {
    const { calendar, event: e } = parse(visitCalendar(event('2026-01-14', '14:00-16:00')));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstProperty('x-wr-calname')).toBeNull();
    expect(e.startDate.zone?.tzid).toBe('UTC');
    expect(e.startDate.toJSDate()).toEqual(new Date('2026-01-14T13:00:00Z'));
    expect(brussels(e.startDate.toJSDate())).toBe('2026-01-14 14:00');
    expect(brussels(e.endDate.toJSDate())).toBe('2026-01-14 16:00');
  });

  it('keeps the slot hours in Brussels on both sides of the change to and from summer time', () => {
    // Summer time starts on Sunday 29 March 2026 and ends on Sunday 25 October 2026.
    for (const [day, start] of [
      ['2026-03-28', '2026-03-28T09:00:00Z'],
      ['2026-03-30', '2026-03-30T08:00:00Z'],
      ['2026-10-24', '2026-10-24T08:00:00Z'],
      ['2026-10-26', '2026-10-26T09:00:00Z'],
    ] as const) {
      const { event: e } = parse(visitCalendar(event(day, '10:00-13:00')));
      expect(e.startDate.toJSDate(), day).toEqual(new Date(start));
      expect(brussels(e.startDate.toJSDate()), day).toBe(`${day} 10:00`);
      expect(brussels(e.endDate.toJSDate()), day).toBe(`${day} 13:00`);
    }
  });

  it('names the place as published, the agent as organizer, the page and the cancel link', () => {
    const { vevent, event: e } = parse(visitCalendar(event('2026-01-14', '10:00-13:00')));
    expect(e.location).toBe('Rue Neuve 12 boîte 3, 1000 Bruxelles');
    expect(e.summary).toBe('Visite : Maison de maître; jardin, garage');
    expect(e.organizer).toBe('mailto:sophie@maison-horizon.be');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Sophie Martin');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://www.maison-horizon.be/fr/bien/41/');
    expect(e.description).toContain('https://www.maison-horizon.be/fr/bien/41/');
    expect(e.description).toContain(visitCancelLink('fr', TOKEN));
    expect(visitCancelLink('fr', TOKEN)).toMatch(new RegExp(`/fr/visite/${TOKEN}/annuler/$`));
    expect(e.description).toContain('14-01-2026, 10:00-13:00');
  });

  it('shows no street when the page shows none, and no organizer when the site has none', () => {
    const { vevent, event: e } = parse(visitCalendar(event('2026-01-14', '10:00-13:00', { location: '1000 Bruxelles', organizer: null })));
    expect(e.location).toBe('1000 Bruxelles');
    expect(vevent.getFirstProperty('organizer')).toBeNull();
  });

  it('keeps one UID per visit, so a second import updates the event; a cancelled visit is a later version marked cancelled', () => {
    const first = parse(visitCalendar(event('2026-01-14', '10:00-13:00'), new Date('2026-01-01T10:00:00Z')));
    const again = parse(visitCalendar(event('2026-01-14', '10:00-13:00'), new Date('2026-01-02T10:00:00Z')));
    expect(first.event.uid).toMatch(/^visit-41@/);
    expect(again.event.uid).toBe(first.event.uid);
    const cancelled = parse(visitCalendar(event('2026-01-14', '10:00-13:00', {}, APPOINTMENT_CANCELLED)));
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(cancelled.event.description).not.toContain(visitCancelLink('fr', TOKEN));
  });

  it('writes lines a calendar accepts: CRLF, folded at 75 octets, a UTC stamp', () => {
    const ics = visitCalendar(event('2026-01-14', '10:00-13:00'), new Date('2026-01-01T10:00:00Z'));
    expect(ics).toContain('\r\n');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).toMatch(/\r\nDTSTAMP:20260101T100000Z\r\n/);
    expect(ics).toMatch(/\r\nDTSTART:20260114T090000Z\r\n/);
  });
});
