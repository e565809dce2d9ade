import { describe, expect, it } from 'vitest';
import { feedRecord, toRow } from '@/lib/import/feed';
import { date, day, flag, number, pictures, projectRecord, projectUnits, propertyRecord, propertyStatus, savedListItems, unitOfProject } from './mapping';

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
  const project = { ID: 9, Name: 'Les Tilleuls', Zip: '1050', City: 'Ixelles', CountryID: 10, PublishInternet: '1', Status: 1 };

  it('carries its units: the property items with its ProjectID, in the buildings their BuildingID names, leaving out unpublished and hidden ones', () => {
    const units = projectUnits(
      9,
      [
        { ID: 91, Ident: 'B-0.1', WebID: '2', Status: 1, Floor: '0', ProjectID: '9', BuildingID: 12 },
        { ID: 92, Ident: 'B-1.1', WebID: '2', Status: 3, Floor: '1', ProjectID: 9, BuildingID: 12 }, // cancelled
        { ID: 93, Ident: 'A-2.1', WebID: '2', Status: 1, SubStatus: 6, Floor: '2', ProjectID: 9, BuildingID: 11 }, // substatus 6: sold
        { ID: 94, Ident: 'X-0.1', WebID: '2', Status: 1, Floor: '0', ProjectID: 8, BuildingID: 81 }, // another project's
        { ID: 95, Ident: 'own', WebID: '1', Status: 1, ProjectID: 0 }, // a property of its own
        { ID: 96, Ident: 'C-0.1', WebID: '2', Status: 1, Floor: '0', ProjectID: 9, BuildingName: 'C' },
      ],
      [
        { ID: 11, Name: 'A' },
        { ID: 12, Name: 'B' },
      ],
      'fr',
    );
    expect(units.map((u) => `${u.UnitID} ${u.Building}${u.Floor} ${u.Status}`)).toEqual(['91 B0 available', '93 A2 sold', '96 C0 available']);
    const rec = projectRecord(project, 'fr', units);
    expect(rec).toMatchObject({ ID: 9, Language: 'fr', Status: 'selling', CountryName: 'Belgique', Units: units });
  });

  it('carries no unit list when its units could not be read (the project keeps the ones it has)', () => {
    expect(projectRecord(project, 'fr')).not.toHaveProperty('Units');
    expect(projectRecord(project, 'fr', [])).toHaveProperty('Units', []);
  });

  it('is a unit, not a property of its own, when it has a ProjectID', () => {
    expect([{ ProjectID: 9 }, { ProjectID: '9' }, { ProjectID: 0 }, { ProjectID: '-' }, {}].map(unitOfProject)).toEqual([9, 9, null, null, null]);
  });
});

describe('the country of an item', () => {
  it('is its CountryID, else the one its CountryAbbr stands for (B Belgium, L Luxembourg)', () => {
    const { CountryID: _, ...withoutId } = item;
    expect(toRow(feedRecord.parse(propertyRecord({ ...withoutId, CountryAbbr: 'L' }, 'de')))).toMatchObject({ countryId: 50, countryName: 'Luxemburg' });
    expect(toRow(feedRecord.parse(propertyRecord({ ...withoutId, CountryAbbr: 'B' }, 'nl')))).toMatchObject({ countryId: 10, countryName: 'België' });
    expect(propertyRecord({ ...item, CountryAbbr: 'L' }, 'fr')).toMatchObject({ CountryID: 10 }); // CountryID wins
    expect(feedRecord.safeParse(propertyRecord({ ...withoutId, CountryAbbr: 'F' }, 'fr')).success).toBe(false); // not a country the site serves
  });
});

describe('the text and goal of an item', () => {
  it('turns an HTML description into plain paragraphs, and reads a business takeover (Goal 2) as a sale', () => {
    const rec = propertyRecord(
      { ...item, Goal: '2', DescriptionA: '<p>Commerce &agrave; remettre<br>Centre-ville</p><p><strong>Bail</strong> de 9&nbsp;ans</p>' },
      'fr',
    );
    expect(rec).toMatchObject({ Goal: 0, Description: 'Commerce à remettre\nCentre-ville\n\nBail de 9\u00a0ans' });
    expect(propertyRecord({ ...item, Goal: '1' }, 'fr')).toMatchObject({ Goal: 1 });
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
