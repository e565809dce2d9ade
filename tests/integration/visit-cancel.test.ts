/**
 * A booked visit's calendar file and cancel link, against PGlite and PostgreSQL with a real SMTP sink: the
 * booking lands on the visit's page, the confirmation mail carries the .ics (parsed as a calendar reads it),
 * the route serves the same file, and the cancel link cancels once (only by its POST), frees the slot for
 * another visitor and tells the agency; an unknown token and a visit that has started are refused.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as calendarRoute } from '@/app/api/visit/[token]/ics/route';
import { appointments } from '@/lib/db/schema';
import { bookedSlots, visitByToken } from '@/lib/data/appointments';
import { visitTimes } from '@/lib/domain/appointments';
import { submitForm } from '@/lib/forms/submit';
import { cancelVisitByToken } from '@/lib/forms/visit-cancel';
import { importFeed } from '@/lib/import/property-import';
import { testDatabases } from '../support/databases';
import { siteDatabaseWithMailSink } from '../support/site-database';
import { feedRecord, feedSubject } from '../support/feed-record';
import { futureWeekday, person, withCaptcha } from '../support/form-payloads';
import { must } from '../support/must';
import { mailLinks, type ReceivedMail } from '../support/smtp-sink';

/** The decoded content of the attachment `filename` of a raw MIME message. */
function attachment(mail: ReceivedMail, filename: string): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+/);
  const part = must(
    parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`)),
    `an attachment ${filename} in ${mail.subject}`,
  );
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return Buffer.from(
      content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return content;
}

/** The one event of a calendar file, as a calendar application reads it. */
function calendarEvent(ics: string) {
  const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

const getCalendar = (token: string) => calendarRoute(new Request(`http://localhost/api/visit/${token}/ics`), { params: Promise.resolve({ token }) });

for (const target of testDatabases()) {
  describe(`a booked visit's calendar file and cancel link on ${target.name}`, () => {
    const handle = siteDatabaseWithMailSink(target);
    const { sink, send } = handle;

    beforeAll(async () => {
      await importFeed(handle.db, [
        feedRecord(7001, 'MH-V', { Street: 'Rue Neuve', HouseNumber: '12', BoxNr: null, PublishAddress: true }),
        feedRecord(7002, 'MH-V', { Street: 'Rue Cachée', HouseNumber: '5', PublishAddress: false }),
      ]);
    });

    async function book(propertyId: number, day: string, email: string, slot = '14:00-16:00') {
      const { input, captchaToken } = withCaptcha('contact-appointment', { day, slot, stDescription: 'on', ...person(email) });
      return submitForm('contact-appointment', input, { lang: 'fr', ip: '192.0.2.9', captchaToken, subject: feedSubject(propertyId, 'MH-V'), db: handle.db });
    }

    /** Book a slot and return the visit's token, read from where the booking lands. */
    async function booked(propertyId: number, day: string, email: string, slot = '14:00-16:00') {
      const state = await book(propertyId, day, email, slot);
      expect(state.status, JSON.stringify(state.errors)).toBe('ok');
      const token = must(/^\/fr\/visite\/([A-Za-z0-9_-]{43})\/$/.exec(state.redirect ?? '')?.[1], `the visit page in ${state.redirect}`);
      return token;
    }

    it('lands on the visit page; the confirmation carries the .ics and the cancel link; the route serves the same file', async () => {
      const day = futureWeekday(10);
      const token = await booked(7001, day, 'calendar@example.org');
      const [row] = await handle.db.select().from(appointments).where(eq(appointments.token, token));
      expect(row).toMatchObject({ propertyId: 7001, day, slot: '14:00-16:00', status: 'confirmed' });

      expect(await send()).toBe(2);
      const mail = sink.firstTo('calendar@example.org');
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
      const ics = attachment(mail, 'visit.ics');
      const { vevent, event } = calendarEvent(ics);
      expect(event.startDate.toJSDate()).toEqual(visitTimes(day, '14:00-16:00').start);
      expect(event.startDate.toJSDate().toLocaleTimeString('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' })).toBe('14:00');
      expect(event.location).toBe('Rue Neuve 12, 1050 Ixelles');
      expect(event.organizer).toBe('mailto:annelies@maison-horizon.be');
      expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Annelies Van den Broeck');
      const cancel = must(
        mailLinks(mail).find((u) => u.endsWith(`/fr/visite/${token}/annuler/`)),
        'the cancel link in the mail',
      );
      expect(event.description).toContain(cancel);
      expect(mailLinks(mail)).toContain(`${new URL(cancel).origin}/api/visit/${token}/ics`);

      const served = await getCalendar(token);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(served.headers.get('content-disposition')).toBe('attachment; filename="visit.ics"');
      expect(calendarEvent(await served.text()).event.uid).toBe(event.uid);
    });

    it('shows no street of a property whose address is not published', async () => {
      const token = await booked(7002, futureWeekday(11), 'hidden@example.org');
      const { event } = calendarEvent(await (await getCalendar(token)).text());
      expect(event.location).toBe('1050 Ixelles');
      expect(await (await getCalendar(token)).text()).not.toContain('Cachée');
    });

    it('cancels once, on the POST only: the slot is free and bookable again, and the agency is told', async () => {
      const day = futureWeekday(12);
      const token = await booked(7001, day, 'cancel@example.org');
      await send();
      sink.mails.length = 0;

      // Reading the visit and its calendar file (what opening the link does) changes nothing.
      expect((await getCalendar(token)).status).toBe(200);
      expect((await visitByToken(token))?.status).toBe('confirmed');
      expect(await bookedSlots(7001, day, handle.db)).toEqual(['14:00-16:00']);

      expect(await cancelVisitByToken(token)).toBe('cancelled');
      expect(await cancelVisitByToken(token)).toBe('already-cancelled');
      const [row] = await handle.db.select().from(appointments).where(eq(appointments.token, token));
      expect(row?.status).toBe('cancelled');
      expect(row?.cancelledAt).toBeInstanceOf(Date);
      expect(await bookedSlots(7001, day, handle.db)).toEqual([]);
      expect(calendarEvent(await (await getCalendar(token)).text()).vevent.getFirstPropertyValue('status')).toBe('CANCELLED');

      expect(await send()).toBe(1);
      const notice = sink.firstTo('info@maison-horizon.be');
      expect(notice.subject).toBe(`Visite annulée : ${day.split('-').reverse().join('-')}, 14:00-16:00`);
      expect(notice.raw).toContain('cancel@example.org');
      expect(notice.raw).toContain('MH-V-7001');

      // Another visitor books the freed slot.
      const again = await booked(7001, day, 'next@example.org');
      expect(again).not.toBe(token);
      expect(await bookedSlots(7001, day, handle.db)).toEqual(['14:00-16:00']);
    });

    it('refuses an unknown token and a visit that has started', async () => {
      expect(await cancelVisitByToken('x'.repeat(43))).toBe('unknown');
      expect(await cancelVisitByToken('short')).toBe('unknown');
      expect((await getCalendar('x'.repeat(43))).status).toBe(404);

      const day = futureWeekday(13);
      const token = await booked(7001, day, 'late@example.org', '10:00-13:00');
      expect(await cancelVisitByToken(token, visitTimes(day, '10:00-13:00').start)).toBe('past');
      expect((await visitByToken(token))?.status).toBe('confirmed');
      expect(await send()).toBe(2); // the booking's two mails, no notice
    });
  });
}
