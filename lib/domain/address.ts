/**
 * The address display rule: the street (with house and box number) only when
 * PublishAddress is true; the postcode and city always. Pure, so every place that shows an address (cards,
 * the property and project pages, the map, JSON-LD) shows the same thing.
 */

export type AddressParts = {
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  /** BoxNr: the box (bus, boîte) within the building, after the house number. */
  boxNr?: string | null;
  zip: string;
  city: string;
};

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

/**
 * The street line, 'Rue Neuve 12 box 3', or null when the address is not published or has no street.
 * `boxWord` is the word before the box number in the page's language (messages `property.box`).
 */
export function streetLine(a: AddressParts, boxWord = 'box'): string | null {
  const street = clean(a.street);
  if (!a.publishAddress || !street) return null;
  const box = clean(a.boxNr);
  return [street, clean(a.houseNumber), box ? `${boxWord} ${box}` : ''].filter(Boolean).join(' ');
}

/** The postcode and city, '1000 Brussels'. */
export function placeLine(a: Pick<AddressParts, 'zip' | 'city'>): string {
  return [clean(a.zip), clean(a.city)].filter(Boolean).join(' ');
}

/** The whole address as one line: 'Rue Neuve 12 box 3, 1000 Brussels', or '1000 Brussels' when the street is hidden. */
export function addressLine(a: AddressParts, boxWord = 'box'): string {
  const street = streetLine(a, boxWord);
  const place = placeLine(a);
  return street ? (place ? `${street}, ${place}` : street) : place;
}

/** Decimals kept of a hidden address's coordinates: 2 decimals is about 1 km, the scale of a municipality. */
export const HIDDEN_POSITION_DECIMALS = 2;

/**
 * The position a page may reveal: exact when the address is published; otherwise rounded to
 * HIDDEN_POSITION_DECIMALS, so a map shows the area but not the building. Null without coordinates.
 */
export function publicPosition(a: { publishAddress: boolean; latitude: number | null; longitude: number | null }): { lat: number; lng: number } | null {
  const { latitude: lat, longitude: lng } = a;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (a.publishAddress) return { lat, lng };
  const f = 10 ** HIDDEN_POSITION_DECIMALS;
  return { lat: Math.round(lat * f) / f, lng: Math.round(lng * f) / f };
}
