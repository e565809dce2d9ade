/**
 * Online appointments: the slots a visitor may book a visit in; a booked appointment is confirmed at once.
 *
 * Slots: 10:00-13:00, 14:00-16:00 and 16:00-19:00. The second slot could also be read as
 * 13:00-16:00; it is 14:00-16:00 (the agency's lunch hour is 13:00-14:00, and the slots then do not
 * overlap the first one's end). One appointment per property, day and slot.
 *
 * Opening days (the offices' hours in the footer): Monday to Friday every slot; Saturday the morning slot
 * only (10:00-13:00, when the offices are open); closed on Sunday. A day can be booked from today
 * (a slot of today only while it has not started) up to BOOKING_HORIZON_DAYS ahead. Times are the
 * agency's, in Brussels, whatever the server's time zone.
 */

export const APPOINTMENT_SLOTS = ['10:00-13:00', '14:00-16:00', '16:00-19:00'] as const;
// The other reading of the second slot, '13:00-16:00', is not offered.
export type AppointmentSlot = (typeof APPOINTMENT_SLOTS)[number];

/** The status of a booked appointment: confirmed as soon as it is stored. */
export const APPOINTMENT_CONFIRMED = 'confirmed';
/** The status of an appointment the visitor cancelled with the link of their confirmation: its slot is free again. */
export const APPOINTMENT_CANCELLED = 'cancelled';

/** Days of the week (0 Sunday … 6 Saturday) the agency receives visitors. */
export const OPENING_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6];
/** The slots of each opening day: Saturday only the morning. */
export const SLOTS_OF_DAY: Readonly<Record<number, readonly AppointmentSlot[]>> = { 6: ['10:00-13:00'] };
/** How far ahead a visitor may book. */
export const BOOKING_HORIZON_DAYS = 90;
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

export const isSlot = (value: unknown): value is AppointmentSlot => typeof value === 'string' && (APPOINTMENT_SLOTS as readonly string[]).includes(value);

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The agency's local date (`yyyy-mm-dd`) and minutes since midnight at `now`. */
export function agencyClock(now: Date): { day: string; minutes: number } {
  const p = Object.fromEntries(PARTS.formatToParts(now).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** `yyyy-mm-dd` as a UTC date, or null when it is not a real calendar day. */
function parseDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? d : null;
}

const DAY_MS = 86_400_000;

export type DayCheck = 'ok' | 'invalid' | 'past' | 'closed' | 'too-far';

/** Can `day` be booked at `now`? */
export function checkAppointmentDay(day: string, now: Date): DayCheck {
  const date = parseDay(day);
  if (!date) return 'invalid';
  const today = parseDay(agencyClock(now).day)!;
  if (date < today) return 'past';
  if ((date.getTime() - today.getTime()) / DAY_MS > BOOKING_HORIZON_DAYS) return 'too-far';
  if (!OPENING_DAYS.includes(date.getUTCDay())) return 'closed';
  return 'ok';
}

/** Minutes since midnight at which a slot starts: every slot begins with `hh:mm`. */
const startMinutes = (slot: AppointmentSlot) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3, 5));

/** The slots the agency offers on `day` (none on a closed day). */
export function slotsOfDay(day: string): readonly AppointmentSlot[] {
  const d = parseDay(day);
  if (!d || !OPENING_DAYS.includes(d.getUTCDay())) return [];
  return SLOTS_OF_DAY[d.getUTCDay()] ?? APPOINTMENT_SLOTS;
}

/**
 * The slots the agency offers on `day` at `now`, booked or not: none on a day that cannot be booked,
 * the morning only on Saturday, and of today only those that have not started.
 */
export function offeredSlots(day: string, now: Date): AppointmentSlot[] {
  if (checkAppointmentDay(day, now) !== 'ok') return [];
  const clock = agencyClock(now);
  return slotsOfDay(day).filter((s) => day !== clock.day || startMinutes(s) > clock.minutes);
}

/** The slots of `day` a visitor may still choose at `now`, given the slots already booked. */
export function freeSlots(day: string, booked: readonly string[], now: Date): AppointmentSlot[] {
  return offeredSlots(day, now).filter((s) => !booked.includes(s));
}

/** The first day from `now` on which the agency is open (the booking form's default day). */
export function firstOpenDay(now: Date): string {
  let d = parseDay(agencyClock(now).day)!;
  for (let i = 0; i <= 7; i++) {
    const iso = d.toISOString().slice(0, 10);
    if (freeSlots(iso, [], now).length) return iso;
    d = new Date(d.getTime() + DAY_MS);
  }
  return d.toISOString().slice(0, 10);
}

/** The last day that can be booked (the date field's max). */
export function lastBookableDay(now: Date): string {
  return new Date(parseDay(agencyClock(now).day)!.getTime() + BOOKING_HORIZON_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes east of UTC of the agency's clock at the instant `at` (60 in winter, 120 in summer). */
function agencyOffsetMinutes(at: Date): number {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant at which the agency's clock reads `hh:mm` on `day` (`yyyy-mm-dd`), summer time included. */
export function agencyInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the wall time read as UTC is the right one except within hours of a change: check it once more.
  const first = new Date(wall - agencyOffsetMinutes(new Date(wall)) * 60_000);
  return new Date(wall - agencyOffsetMinutes(first) * 60_000);
}

/** When a booked visit starts and ends: its slot's hours on its day, in Brussels. */
export function visitTimes(day: string, slot: AppointmentSlot): { start: Date; end: Date } {
  const [from, to] = slot.split('-') as [string, string];
  return { start: agencyInstant(day, from), end: agencyInstant(day, to) };
}

/** A visit that has started can no longer be cancelled online. */
export function visitHasStarted(day: string, slot: AppointmentSlot, now: Date): boolean {
  return visitTimes(day, slot).start.getTime() <= now.getTime();
}
