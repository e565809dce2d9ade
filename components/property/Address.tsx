import { useTranslations } from 'next-intl';
import { placeLine, streetLine, type AddressParts } from '@/lib/domain/address';

/** An address by the display rule (lib/domain/address): the street only when PublishAddress is true; the postcode and city always. */
export function Address({ address }: { address: AddressParts }) {
  const t = useTranslations('property');
  const line = streetLine(address, t('box'));
  return (
    <span className="address">
      {line && <span className="address__street">{line}, </span>}
      <span className="address__city">{placeLine(address)}</span>
    </span>
  );
}
