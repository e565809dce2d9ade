import { formatDate } from '@/lib/domain/dates';
import { energyLabelText, RENOVATION_RULE, renovationDue } from '@/lib/domain/energy';
import type { Region } from '@/lib/domain/regions';

/** A translator of the `detail` namespace. */
export type DetailTranslator = (key: string, values?: Record<string, string | number>) => string;

type Props = {
  /** The energy class as the region's scale gives it (lib/domain/energy.ts energyClassOf), or null. */
  energy: { region: Region; label: string } | null;
  /** Whether the property is for sale: the renovation obligation binds a buyer, not a tenant. */
  forSale: boolean;
  /** The day a deed would be passed if the buyer signed now (`YYYY-MM-DD`, the Brussels day). */
  today: string;
  t: DetailTranslator;
};

/**
 * Under the energy label: what the label and its figure mean in the property's region, and for a Flemish home for
 * sale with label E or F the renovation obligation with its last day counted from `today`.
 */
export function EnergyNotes({ energy, forSale, today, t }: Props) {
  if (!energy) return null;
  const due = forSale ? renovationDue(energy.label, energy.region, today) : null;
  return (
    <>
      <p className="energy__meaning">{t(`energyMeaning.${energy.region}`)}</p>
      {due && (
        <p className="energy__rule" role="note">
          {t('renovationRule', { target: energyLabelText(due.target), years: RENOVATION_RULE.withinYears, date: formatDate(due.deadline) })}
        </p>
      )}
    </>
  );
}
