import { describe, expect, it } from 'vitest';
import { addressLine, publicPosition, streetLine } from './address';

const a = { publishAddress: true, street: 'Rue Neuve', houseNumber: '12', boxNr: '3', zip: '1000', city: 'Bruxelles' };

describe('address display rule', () => {
  it('shows street, house number and box number when the address is published', () => {
    expect(streetLine(a)).toBe('Rue Neuve 12 box 3');
    expect(addressLine(a, 'boîte')).toBe('Rue Neuve 12 boîte 3, 1000 Bruxelles');
  });
  it('leaves out an absent or blank house or box number', () => {
    expect(addressLine({ ...a, boxNr: null })).toBe('Rue Neuve 12, 1000 Bruxelles');
    expect(addressLine({ ...a, boxNr: '  ', houseNumber: null })).toBe('Rue Neuve, 1000 Bruxelles');
    expect(addressLine({ ...a, boxNr: undefined })).toBe('Rue Neuve 12, 1000 Bruxelles');
  });
  it('shows only the postcode and city when the address is not published', () => {
    expect(streetLine({ ...a, publishAddress: false })).toBeNull();
    expect(addressLine({ ...a, publishAddress: false })).toBe('1000 Bruxelles');
    expect(addressLine({ ...a, publishAddress: false })).not.toMatch(/Neuve|12|3/);
  });
  it('shows only the postcode and city when there is no street', () => {
    expect(addressLine({ ...a, street: null })).toBe('1000 Bruxelles');
    expect(addressLine({ ...a, street: ' ' })).toBe('1000 Bruxelles');
  });
});

describe('public position', () => {
  it('is exact for a published address', () => {
    expect(publicPosition({ publishAddress: true, latitude: 50.846712, longitude: 4.352468 })).toEqual({ lat: 50.846712, lng: 4.352468 });
  });
  it('is rounded to 2 decimals (about a municipality) for a hidden address', () => {
    expect(publicPosition({ publishAddress: false, latitude: 50.846712, longitude: 4.352468 })).toEqual({ lat: 50.85, lng: 4.35 });
  });
  it('is null without coordinates', () => {
    expect(publicPosition({ publishAddress: true, latitude: null, longitude: 4.3 })).toBeNull();
    expect(publicPosition({ publishAddress: false, latitude: Number.NaN, longitude: 4.3 })).toBeNull();
  });
});
