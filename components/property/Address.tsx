type Props = { publishAddress: boolean; street: string | null; houseNumber: string | null; zip: string; city: string };

/** The street only when PublishAddress is true; the postcode and city always. */
export function Address({ publishAddress, street, houseNumber, zip, city }: Props) {
  const line = publishAddress && street ? `${street} ${houseNumber ?? ''}`.trim() : null;
  return (
    <span className="address">
      {line && <span className="address__street">{line}, </span>}
      <span className="address__city">
        {zip} {city}
      </span>
    </span>
  );
}
