import { describe, expect, it } from 'vitest';
import { feedRecord, toRow } from '@/lib/import/feed';
import { date, day, flag, number, pictures, projectRecord, propertyRecord, propertyStatus, savedListItems } from './mapping';

const item = {
  ID: '4711',
  Ident: 'MH-4711',
  Goal: '0',
  Status: '1',
  SubStatusName: '-',
  WebID: '2,9',
  TypeDescription: 'Appartement',
  DescriptionA: '  Bel appartement  ',
  Price: '325000',
  PublishPrice: '1',
  PublishAddress: false,
  Street: 'Rue Haute',
  HouseNumber: '12',
  BoxNr: '-',
  Zip: '1000',
  City: 'Bruxelles',
  CountryID: '10',
  GoogleX: '50.8411',
  GoogleY: '4.3469',
  NumberOfBedRooms: '2',
  NumberOfBathRooms: '-',
  NumberOfGarages: '',
  SurfaceLiving: '92,5',
  CreatedDate: '/Date(1777886940000+0200)/',
  LastChangedDate: '2026-05-04 09:29:00',
  LargePicture: 'https://pictures.example/large.jpg',
  LargePictureItems: [{ ID: 1, Url: 'https://pictures.example/l1.jpg' }],
  XLargePictureItems: [
    { ID: 1, Url: 'https://pictures.example/xl1.jpg' },
    { ID: 2, Url: '' },
  ],
  SomethingNew: 'ignored',
};

describe('CRM field readers', () => {
  it("read '-' and '' as no value, numbers in strings, flags and both date forms", () => {
    expect([number('-'), number(''), number('12,5'), number('7'), number('n/a')]).toEqual([undefined, undefined, 12.5, 7, 'n/a']);
    expect([flag('1'), flag('0'), flag(true), flag(0), flag('-'), flag('maybe')]).toEqual([true, false, true, false, undefined, 'maybe']);
    expect(date('/Date(1777886940000+0200)/')).toBe('2026-05-04T09:29:00.000Z');
    expect(date('2026-05-04 09:29:00')).toBe('2026-05-04 09:29:00');
    expect(day('/Date(1777845600000+0200)/')).toBe('2026-05-04'); // 00:00 in Brussels is 22:00 UTC the day before
    expect(day('2027-06-30 00:00:00')).toBe('2027-06-30');
  });

  it('take the largest pictures there are: XLarge items, else Large items, else LargePicture', () => {
    expect(pictures(item)).toEqual(['https://pictures.example/xl1.jpg']);
    expect(pictures({ ...item, XLargePictureItems: [] })).toEqual(['https://pictures.example/l1.jpg']);
    expect(pictures({ LargePicture: 'https://pictures.example/large.jpg' })).toEqual(['https://pictures.example/large.jpg']);
    expect(pictures({ LargePicture: '-' })).toEqual([]);
  });

  it('keep active, sold and rented; an active property under option is an option; prospects and cancelled ones are withdrawn', () => {
    expect([0, 1, 2, 3, 4, '2'].map((Status) => propertyStatus({ Status }))).toEqual([null, 'available', 'sold', null, 'rented', 'sold']);
    expect(propertyStatus({ Status: 1, SubStatusName: 'Sous option' })).toBe('option');
  });
});

describe('a CRM property item', () => {
  it('becomes a feed record the importer accepts, in the language it was asked in', () => {
    const row = toRow(feedRecord.parse(propertyRecord(item, 'fr')));
    expect(row).toMatchObject({
      id: 4711,
      lang: 'fr',
      reference: 'MH-4711',
      webId: 2,
      webIds: '2,9',
      goal: 0,
      status: 'available',
      price: 325000,
      publishPrice: true,
      publishAddress: false,
    });
    expect(row).toMatchObject({
      boxNr: null,
      countryName: 'Belgique',
      latitude: 50.8411,
      longitude: 4.3469,
      bedrooms: 2,
      bathrooms: null,
      garages: null,
      surfaceLiving: 92.5,
    });
    expect(row).toMatchObject({ description: 'Bel appartement', title: 'Appartement – Bruxelles', pictures: ['https://pictures.example/xl1.jpg'] });
    expect(row.createdAt?.toISOString()).toBe('2026-05-04T09:29:00.000Z');
    expect(row.updatedAt?.toISOString()).toBe('2026-05-04T07:29:00.000Z'); // Brussels summer time
    expect(toRow(feedRecord.parse(propertyRecord(item, 'nl'))).countryName).toBe('België');
  });

  it('that is wrong is rejected by the feed schema with the field named, not guessed', () => {
    const r = feedRecord.safeParse(propertyRecord({ ...item, Zip: 'B-10', Price: 'on request' }, 'fr'));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['Price', 'Zip']);
  });
});

describe('a CRM project item', () => {
  it('carries its units from its buildings, leaving out unpublished ones', () => {
    const rec = projectRecord(
      { ID: 9, Name: 'Les Tilleuls', Zip: '1050', City: 'Ixelles', CountryID: 10, PublishInternet: '1', Status: 1 },
      [
        {
          Name: 'B',
          Properties: [
            { ID: 91, Ident: 'B-0.1', WebID: '2', Status: 1, Floor: '0' },
            { ID: 92, Ident: 'B-1.1', WebID: '2', Status: 3, Floor: '1' },
          ],
        },
      ],
      'fr',
    );
    expect(rec).toMatchObject({
      ID: 9,
      Language: 'fr',
      Status: 'selling',
      CountryName: 'Belgique',
      Units: [{ UnitID: 91, Building: 'B', Floor: 0, Reference: 'B-0.1', WebID: 2, Status: 'available' }],
    });
  });
});

describe('a saved GetPropertyList answer', () => {
  it('is read from the envelope, its Value or its Items; a feed is not taken for one', () => {
    const items = [item];
    expect(
      savedListItems({ GetPropertyListJsonResult: { Code: 0, Message: '', Success: true, Value: { From: 1, To: 1, RowsCount: 1, Items: items } } }),
    ).toEqual(items);
    expect(savedListItems({ From: 1, RowsCount: 1, Items: items })).toEqual(items);
    expect(savedListItems(items)).toEqual(items);
    expect(savedListItems([{ ID: 1, Language: 'fr', Title: 'x' }])).toBeNull();
    expect(savedListItems({ properties: [] })).toBeNull();
  });
});
