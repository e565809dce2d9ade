import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { PROPERTY_CARD_SIZES } from '@/lib/images/sizes';
import { useTranslations } from 'next-intl';
import type { PropertyCard } from '@/lib/data/properties';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { Address } from './Address';
import { Price } from './Price';
import { isForSale } from '@/lib/domain/property';
import { energyClassOf, energyLabelText } from '@/lib/domain/energy';
import { regionOf } from '@/lib/domain/regions';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';

type Props = {
  property: PropertyCard;
  /** Whether its photo may be the page's largest paint (lib/images/lead.ts): the first card at the top of a page. */
  lead?: boolean;
  /** The level of the card's title: one below the heading of the list it is in. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

const STATUS_KEYS = { sold: 'sold', rented: 'rented', option: 'underOption' } as const;

/**
 * A property in a list: photo, status ribbon, type, address, price and the main facts. A Flemish property's card
 * also carries what a Flemish advertisement must show of its EPC: the label, the figure (kWh/m² a year) and, when the
 * CRM gives it, the certificate's unique code.
 */
export function Card({ property: p, lead = false, headingLevel = 3 }: Props) {
  const Title = `h${headingLevel}` as const;
  const t = useTranslations('property');
  const tFavourites = useTranslations('favourites');
  const status = STATUS_KEYS[p.status as keyof typeof STATUS_KEYS];
  const epc = regionOf(p.zip, p.countryId) === 'flanders' && p.energyPerformance !== null ? energyClassOf({ ...p, epcLabelText: null }) : null;
  const epcCode = epc ? p.epcCode?.trim() || null : null;
  return (
    <article className="property-card" data-listed={p.listedAt}>
      <Link href={routeHref('/property/[id]', { id: p.id })} className="property-card__link">
        <div className="property-card__media">
          {p.picture ? (
            <Image src={p.picture} alt={p.title} fill sizes={PROPERTY_CARD_SIZES} {...leadImage(lead)} />
          ) : (
            <span className="property-card__nophoto">{t('noPhoto')}</span>
          )}
          <span className="property-card__goal">{isForSale(p) ? t('forSale') : t('forRent')}</span>
          {status ? (
            <span className={`property-card__status property-card__status--${p.status}`}>{t(status)}</span>
          ) : p.marqueeName ? (
            <span className="property-card__status">{p.marqueeName}</span>
          ) : null}
        </div>
        <div className="property-card__body">
          <p className="property-card__type">{p.typeDescription}</p>
          <Title className="property-card__title">{p.title}</Title>
          <p className="property-card__address">
            <Address address={p} />
          </p>
          <ul className="property-card__facts">
            {p.bedrooms ? <li>{t('bedroomsCount', { count: p.bedrooms })}</li> : null}
            {p.bathrooms ? <li>{t('bathroomsCount', { count: p.bathrooms })}</li> : null}
            {p.surfaceLiving ? (
              <li>{t('surface', { value: p.surfaceLiving })}</li>
            ) : p.surfaceGround ? (
              <li>{t('surface', { value: p.surfaceGround })}</li>
            ) : null}
            {epc && p.energyPerformance !== null ? (
              <li className={`property-card__epc property-card__epc--${epc.label}`}>
                {t('epcCard', { label: energyLabelText(epc.label), value: Math.round(p.energyPerformance) })}
              </li>
            ) : null}
          </ul>
          {epcCode && <p className="property-card__epc-code">{t('epcCodeCard', { code: epcCode })}</p>}
          <p className="property-card__price">
            <Price goal={p.goal} price={p.price} publishPrice={p.publishPrice} priceUnit={p.priceUnit} priceUnitText={p.priceUnitText} />
          </p>
          <p className="property-card__ref">{t('reference', { reference: p.reference })}</p>
        </div>
      </Link>
      <div className="property-card__favourite">
        <FavouriteButton id={p.id} title={p.title} label={tFavourites('saveTitled', { title: p.title })} />
      </div>
    </article>
  );
}
