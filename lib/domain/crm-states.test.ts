import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_MAPPING, propertyState, siteGoal, stateOfName, substatusState, type CrmStateMapping } from './crm-states';

const agency: CrmStateMapping = {
  substatuses: { '2': 'option', '6': 'sold', '7': 'rented', '9': 'hidden' },
  marquees: { '4': 'option', '8': 'hidden' },
  businessTakeover: 'sale',
};

describe('the state of a CRM property', () => {
  it('follows its Status: 1 on the market, 2 sold, 4 rented, 6 a reference shown as sold or rented; 0, 3 and 5 (inactive) not shown', () => {
    expect([0, 1, 2, 3, 4, 5, 6, '6', 7, '-'].map((Status) => propertyState({ Status }))).toEqual([
      null,
      'available',
      'sold',
      null,
      'rented',
      null,
      'sold',
      'sold',
      null,
      null,
    ]);
    expect(propertyState({ Status: 6, Goal: 1 })).toBe('rented');
  });

  it('of an active property is the state its substatus is mapped to, else its marquee’s, else what its substatus name says', () => {
    expect(propertyState({ Status: 1, SubStatus: '2' }, agency)).toBe('option');
    expect(propertyState({ Status: 1, SubStatus: 6 }, agency)).toBe('sold');
    expect(propertyState({ Status: 1, SubStatus: 0, Marquee: '4' }, agency)).toBe('option');
    expect(propertyState({ Status: 1, SubStatus: 2, Marquee: 8 }, agency)).toBe('option'); // the substatus first
    expect(propertyState({ Status: 1, SubStatus: 3, SubStatusName: 'Verkocht' }, agency)).toBe('sold');
    expect(propertyState({ Status: 1, SubStatus: 3, SubStatusName: 'Sous option' }, agency)).toBe('option');
    expect(propertyState({ Status: 1, SubStatus: 3, SubStatusName: 'Nieuw' }, agency)).toBe('available');
    expect(propertyState({ Status: 1, SubStatus: 1, SubStatusName: 'À vendre' }, agency)).toBe('available');
  });

  it('is sold or rented by the property’s goal, whichever of the two the mapping says', () => {
    expect(propertyState({ Status: 1, SubStatus: 6, Goal: 1 }, agency)).toBe('rented');
    expect(propertyState({ Status: 1, SubStatus: 7, Goal: 0 }, agency)).toBe('sold');
    expect(propertyState({ Status: 1, SubStatus: 7, Goal: '1' }, agency)).toBe('rented');
  });

  it('is hidden whatever its status when its substatus or marquee is mapped to hidden', () => {
    expect(propertyState({ Status: 1, SubStatus: 9 }, agency)).toBeNull();
    expect(propertyState({ Status: 2, SubStatus: 9 }, agency)).toBeNull();
    expect(propertyState({ Status: 4, Marquee: '8' }, agency)).toBeNull();
  });

  it('takes substatus 6 as sold by default (as modmore/Omnicasa does), and no marquee', () => {
    expect(propertyState({ Status: 1, SubStatus: 6 })).toBe('sold');
    expect(propertyState({ Status: 1, Marquee: 4 })).toBe('available');
    expect(DEFAULT_STATE_MAPPING.substatuses).toEqual({ '6': 'sold' });
  });

  it('of a business takeover (Goal 2) is shown as a sale, or hidden when the agency says so', () => {
    expect(propertyState({ Status: 1, Goal: 2 }, agency)).toBe('available');
    expect(siteGoal(2)).toBe(0);
    expect(siteGoal(1)).toBe(1);
    expect(propertyState({ Status: 1, Goal: '2' }, { ...agency, businessTakeover: 'hidden' })).toBeNull();
    expect(propertyState({ Status: 1, Goal: 0 }, { ...agency, businessTakeover: 'hidden' })).toBe('available');
  });
});

describe('a substatus on its own (npm run sync -- --substatuses)', () => {
  it('gives the mapped state, else its name’s, else available, and says which', () => {
    expect(substatusState(2, 'Onder bod', agency)).toEqual({ state: 'option', from: 'mapping' });
    expect(substatusState(5, 'Verhuurd', agency)).toEqual({ state: 'rented', from: 'name' });
    expect(substatusState(5, 'Loué', agency)).toEqual({ state: 'rented', from: 'name' });
    expect(substatusState(5, 'Nieuw', agency)).toEqual({ state: 'available', from: 'default' });
  });

  it('names that merely contain a state word are not taken for it', () => {
    expect(['Onverkocht', 'Te koop', 'Louer', 'Soldering', 'Prijs herzien'].map(stateOfName)).toEqual([null, null, null, null, null]);
  });
});
