/**
 * The map view's data, built on the server so that the client only receives what a visitor may see
 * (the display rules): the price as its display text ('Price on request' when PublishPrice is
 * false), the address as its display line (no street when PublishAddress is false), and the position.
 *
 * A property whose address is hidden keeps its marker, at coordinates rounded to 2 decimals (about 1 km,
 * the scale of its municipality; lib/domain/address `publicPosition`): the visitor still sees where in the
 * region it lies, while the map can no longer point at the building. Leaving the marker out would hide such
 * properties from map searches altogether.
 */
import type { PropertyCard } from '@/lib/data/properties';
import { addressLine, publicPosition } from '@/lib/domain/address';
import type { MapProperty } from './mapMessage';
import { priceText, type PropertyTranslator } from '@/lib/domain/property';

export { priceText, type PropertyTranslator };

/** The markers of the properties that have coordinates, with display strings only; `urlOf` gives a property page's path. */
export function mapProperties(cards: PropertyCard[], t: PropertyTranslator, urlOf: (id: number) => string): MapProperty[] {
  const located: MapProperty[] = [];
  for (const p of cards) {
    const position = publicPosition(p);
    if (!position) continue;
    located.push({
      id: p.id,
      lat: position.lat,
      lng: position.lng,
      title: p.title,
      price: priceText(p, t),
      address: addressLine(p, t('box')),
      image: p.picture,
      url: urlOf(p.id),
    });
  }
  return located;
}
