import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SLOTS,
  agencyClock,
  checkAppointmentDay,
  firstOpenDay,
  freeSlots,
  isSlot,
  lastBookableDay,
  offeredSlots,
  slotsOfDay,
  agencyInstant,
  visitHasStarted,
  visitTimes,
} from './appointments';

// Wednesday 14 January 2026, 09:00 in Brussels (08:00 UTC, winter time).
const wednesdayMorning = new Date('2026-01-14T08:00:00Z');

describe('appointment slots', () => {
  it('are the three slots: 10:00-13:00, 14:00-16:00, 16:00-19:00', () => {
    expect(APPOINTMENT_SLOTS).toEqual(['10:00-13:00', '14:00-16:00', '16:00-19:00']);
    expect(isSlot('14:00-16:00')).toBe(true);
    expect(isSlot('13:00-16:00')).toBe(false);
  });

  it('reads the clock in Brussels, whatever the server time zone', () => {
    expect(agencyClock(new Date('2026-01-14T23:30:00Z'))).toEqual({ day: '2026-01-15', minutes: 30 });
    expect(agencyClock(new Date('2026-07-01T12:00:00Z'))).toEqual({ day: '2026-07-01', minutes: 14 * 60 });
  });

  it('refuses a day in the past, a Sunday, a day that does not exist and one beyond the horizon', () => {
    expect(checkAppointmentDay('2026-01-14', wednesdayMorning)).toBe('ok');
    expect(checkAppointmentDay('2026-01-17', wednesdayMorning)).toBe('ok'); // Saturday
    expect(checkAppointmentDay('2026-01-13', wednesdayMorning)).toBe('past');
    expect(checkAppointmentDay('2026-01-18', wednesdayMorning)).toBe('closed'); // Sunday
    expect(checkAppointmentDay('2026-02-30', wednesdayMorning)).toBe('invalid');
    expect(checkAppointmentDay('14/01/2026', wednesdayMorning)).toBe('invalid');
    expect(checkAppointmentDay('2026-06-01', wednesdayMorning)).toBe('too-far');
    expect(lastBookableDay(wednesdayMorning)).toBe('2026-04-14');
  });

  it('offers the slots not booked yet, and of today only those that have not started', () => {
    expect(freeSlots('2026-01-15', [], wednesdayMorning)).toEqual(APPOINTMENT_SLOTS);
    expect(freeSlots('2026-01-15', ['14:00-16:00'], wednesdayMorning)).toEqual(['10:00-13:00', '16:00-19:00']);
    expect(freeSlots('2026-01-15', [...APPOINTMENT_SLOTS], wednesdayMorning)).toEqual([]);
    const wednesdayNoon = new Date('2026-01-14T11:00:00Z'); // 12:00 in Brussels
    expect(freeSlots('2026-01-14', [], wednesdayNoon)).toEqual(['14:00-16:00', '16:00-19:00']);
    expect(freeSlots('2026-01-18', [], wednesdayMorning)).toEqual([]);
  });

  it('tells the slots offered (booked or not) from those never offered', () => {
    const wednesdayNoon = new Date('2026-01-14T11:00:00Z'); // 12:00 in Brussels: the morning slot has started
    expect(offeredSlots('2026-01-14', wednesdayNoon)).toEqual(['14:00-16:00', '16:00-19:00']);
    expect(offeredSlots('2026-01-15', wednesdayNoon)).toEqual(APPOINTMENT_SLOTS);
    expect(offeredSlots('2026-01-17', wednesdayNoon)).toEqual(['10:00-13:00']); // Saturday
    expect(offeredSlots('2026-01-18', wednesdayNoon)).toEqual([]); // Sunday
    expect(offeredSlots('2026-01-13', wednesdayNoon)).toEqual([]); // past
  });

  it('offers only the morning slot on Saturday, when the offices open 10:00-13:00', () => {
    expect(freeSlots('2026-01-17', [], wednesdayMorning)).toEqual(['10:00-13:00']);
    expect(slotsOfDay('2026-01-17')).toEqual(['10:00-13:00']);
    expect(slotsOfDay('2026-01-16')).toEqual(APPOINTMENT_SLOTS);
    expect(slotsOfDay('2026-01-18')).toEqual([]);
  });

  it('proposes the first day with a free slot, skipping Sunday', () => {
    expect(firstOpenDay(wednesdayMorning)).toBe('2026-01-14');
    expect(firstOpenDay(new Date('2026-01-17T18:00:00Z'))).toBe('2026-01-19'); // Saturday 19:00 → Monday
    expect(firstOpenDay(new Date('2026-01-17T11:00:00Z'))).toBe('2026-01-19'); // Saturday noon: the morning has started
  });
});

describe('a booked visit in time', () => {
  it('starts and ends at its slot hours in Brussels, in winter and in summer time', () => {
    expect(visitTimes('2026-01-14', '14:00-16:00')).toEqual({ start: new Date('2026-01-14T13:00:00Z'), end: new Date('2026-01-14T15:00:00Z') });
    expect(visitTimes('2026-07-01', '10:00-13:00')).toEqual({ start: new Date('2026-07-01T08:00:00Z'), end: new Date('2026-07-01T11:00:00Z') });
  });

  it('keeps the slot hours on the days around a change of clock', () => {
    // Summer time starts on Sunday 29 March 2026 and ends on Sunday 25 October 2026.
    expect(visitTimes('2026-03-28', '10:00-13:00').start).toEqual(new Date('2026-03-28T09:00:00Z'));
    expect(visitTimes('2026-03-30', '10:00-13:00').start).toEqual(new Date('2026-03-30T08:00:00Z'));
    expect(visitTimes('2026-10-24', '16:00-19:00').end).toEqual(new Date('2026-10-24T17:00:00Z'));
    expect(visitTimes('2026-10-26', '16:00-19:00').end).toEqual(new Date('2026-10-26T18:00:00Z'));
    expect(agencyInstant('2026-03-29', '03:30')).toEqual(new Date('2026-03-29T01:30:00Z'));
  });

  it('has started from its first minute on', () => {
    expect(visitHasStarted('2026-01-14', '14:00-16:00', new Date('2026-01-14T12:59:00Z'))).toBe(false);
    expect(visitHasStarted('2026-01-14', '14:00-16:00', new Date('2026-01-14T13:00:00Z'))).toBe(true);
  });
});
