import { describe, expect, it } from 'vitest';
import { absoluteUrl, agencyJsonLd, breadcrumbJsonLd, itemListJsonLd, propertyJsonLd, serializeJsonLd, type AgencyInfo, type ListingProperty } from './jsonld';

const BASE = 'https://www.example.be';
const agency: AgencyInfo = {
  name: 'Maison Horizon',
  url: BASE,
  logo: '/logo.svg',
  offices: [
    {
      name: 'Bruxelles',
      street: 'Avenue Louise',
      houseNumber: '231',
      zip: '1050',
      city: 'Ixelles',
      countryId: 10,
      phone: '+32 2 640 00 00',
      email: 'info@example.be',
    },
    {
      name: 'Luxembourg',
      street: 'Boulevard Royal',
      houseNumber: '12',
      zip: '2449',
      city: 'Luxembourg',
      countryId: 50,
      phone: '+352 26 20 00 00',
      email: 'lu@example.be',
    },
  ],
  social: [{ name: 'Facebook', url: 'https://www.facebook.com/example' }],
};

const property: ListingProperty = {
  id: 1001,
  reference: 'MH-1001',
  title: 'Family house with garden',
  description: 'A bright house.',
  typeDescription: 'House',
  webId: 1,
  goal: 0,
  status: 'available',
  price: 325000,
  publishPrice: true,
  publishAddress: true,
  street: 'Rue Haute',
  houseNumber: '12',
  boxNr: null,
  zip: '1000',
  city: 'Brussels',
  countryId: 10,
  latitude: 50.84,
  longitude: 4.35,
  bedrooms: 3,
  bathrooms: 1,
  surfaceLiving: 145,
  pictures: ['/demo/house-01.jpg', '/demo/house-02.jpg'],
  picture: '/demo/house-01.jpg',
};
const url = `${BASE}/en/property/1001/`;

describe('agencyJsonLd', () => {
  it('is a RealEstateAgent with every office as a Place with its PostalAddress, contacts, logo and social profiles', () => {
    const ld = agencyJsonLd(agency);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('RealEstateAgent');
    expect(ld.url).toBe(`${BASE}/`);
    expect(ld.logo).toBe(`${BASE}/logo.svg`);
    expect(ld.telephone).toBe('+32 2 640 00 00');
    expect(ld.email).toBe('info@example.be');
    expect(ld.sameAs).toEqual(['https://www.facebook.com/example']);
    expect(ld.location).toEqual([
      expect.objectContaining({
        '@type': 'Place',
        name: 'Bruxelles',
        address: { '@type': 'PostalAddress', streetAddress: 'Avenue Louise 231', postalCode: '1050', addressLocality: 'Ixelles', addressCountry: 'BE' },
      }),
      expect.objectContaining({ '@type': 'Place', name: 'Luxembourg', address: expect.objectContaining({ addressCountry: 'LU' }) }),
    ]);
    expect(ld.address).toHaveLength(2);
  });
});

describe('propertyJsonLd', () => {
  it('is a RealEstateListing with an Offer in EUR for sale and the accommodation with its rooms, floor size and address', () => {
    const ld = propertyJsonLd(property, { url, base: BASE, agency });
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.url).toBe(url);
    expect(ld.image).toEqual([`${BASE}/demo/house-01.jpg`, `${BASE}/demo/house-02.jpg`]);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 325000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      seller: { '@id': `${BASE}/#agency` },
    });
    expect(ld.about).toMatchObject({
      '@type': 'House',
      numberOfBedrooms: 3,
      floorSize: { '@type': 'QuantitativeValue', value: 145, unitCode: 'MTK' },
      address: { '@type': 'PostalAddress', streetAddress: 'Rue Haute 12', postalCode: '1000', addressLocality: 'Brussels', addressCountry: 'BE' },
      geo: { '@type': 'GeoCoordinates', latitude: 50.84, longitude: 4.35 },
    });
  });

  it('has no price nor currency when the price is not published', () => {
    const ld = propertyJsonLd({ ...property, publishPrice: false }, { url, base: BASE });
    expect(ld.offers).not.toHaveProperty('price');
    expect(ld.offers).not.toHaveProperty('priceCurrency');
    expect(JSON.stringify(ld)).not.toContain('325000');
  });

  it('has no street and no map position when the address is not published', () => {
    const ld = propertyJsonLd({ ...property, publishAddress: false }, { url, base: BASE });
    const about = ld.about as Record<string, Record<string, unknown>>;
    expect(about.address).toEqual({ '@type': 'PostalAddress', postalCode: '1000', addressLocality: 'Brussels', addressCountry: 'BE' });
    expect(about).not.toHaveProperty('geo');
    expect(JSON.stringify(ld)).not.toContain('Rue Haute');
  });

  it('marks a rental as leased out and a sold, rented or optioned property by its availability', () => {
    expect(propertyJsonLd({ ...property, goal: 1 }, { url, base: BASE }).offers).toMatchObject({
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
    expect(propertyJsonLd({ ...property, status: 'sold' }, { url, base: BASE }).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(propertyJsonLd({ ...property, goal: 1, status: 'rented' }, { url, base: BASE }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(propertyJsonLd({ ...property, status: 'option' }, { url, base: BASE }).offers).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
    });
  });

  it('calls an apartment an Apartment and land without rooms an Accommodation without empty facts', () => {
    expect(propertyJsonLd({ ...property, webId: 2 }, { url, base: BASE }).about).toMatchObject({ '@type': 'Apartment' });
    const land = propertyJsonLd({ ...property, webId: 4, bedrooms: null, bathrooms: null, surfaceLiving: null }, { url, base: BASE }).about as Record<
      string,
      unknown
    >;
    expect(land['@type']).toBe('Accommodation');
    expect(land).not.toHaveProperty('numberOfBedrooms');
    expect(land).not.toHaveProperty('floorSize');
  });
});

describe('itemListJsonLd and breadcrumbJsonLd', () => {
  it('numbers the properties of a listing from 1 with their URLs', () => {
    const ld = itemListJsonLd([{ url: `${BASE}/en/property/1/` }, { url: `${BASE}/en/property/2/`, name: 'Two' }]);
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${BASE}/en/property/1/` },
      { '@type': 'ListItem', position: 2, url: `${BASE}/en/property/2/`, name: 'Two' },
    ]);
  });

  it('lists a trail home first, the current page without a URL', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: `${BASE}/en/` },
      { name: 'Our agency', url: `${BASE}/en/our-agency/` },
      { name: 'Testimonials', url: null },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Our agency', item: `${BASE}/en/our-agency/` },
      { '@type': 'ListItem', position: 3, name: 'Testimonials' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written in, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('makes site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl(BASE, '/demo/a.jpg')).toBe(`${BASE}/demo/a.jpg`);
    expect(absoluteUrl(BASE, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteUrl(BASE, null)).toBeNull();
  });
});
