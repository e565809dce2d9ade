import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '../fields';
import { OFFER_BUYER } from '@/tests/support/form-payloads';
import { offer } from './offer';

const valid = { ...OFFER_BUYER, startDate: '2030-05-02', endDate: '2030-05-20', signDate: '2030-05-02', captcha: 'abcde' };
const errorsOf = (over: Record<string, string>) => {
  const r = offer.schema.safeParse({ ...valid, ...over });
  return r.success ? {} : fieldErrors(r.error);
};

describe('offer dates', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a start or sign date in the past of the Brussels calendar, and an end not after the start', () => {
    // 2 May 2030, 00:30 in Brussels (1 May 22:30 UTC): the 1st is already past there.
    vi.useFakeTimers({ now: new Date('2030-05-01T22:30:00Z'), toFake: ['Date'] });
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ startDate: '2030-05-01', signDate: '2030-05-01' })).toEqual({ startDate: 'startPast', signDate: 'signPast' });
    expect(errorsOf({ endDate: '2030-05-01' })).toEqual({ endDate: 'endBeforeStart' });
    expect(errorsOf({ endDate: '2030-05-02' })).toEqual({ endDate: 'endBeforeStart' });
  });

  it('takes today as a start and sign date', () => {
    // 2 May 2030, 23:30 in Brussels (21:30 UTC): still the 2nd there.
    vi.useFakeTimers({ now: new Date('2030-05-02T21:30:00Z'), toFake: ['Date'] });
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ signDate: '2030-05-03' })).toEqual({});
  });
});
