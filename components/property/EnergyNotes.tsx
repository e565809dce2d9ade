import { formatDate } from '@/lib/domain/dates';
import { energyLabelText, renovationDue, type RenovationRule } from '@/lib/domain/energy';
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
  /** The renovation obligations of the site's configuration (site.json `renovationObligations`). */
  rules: readonly RenovationRule[];
  t: DetailTranslator;
};

/**
 * Under the energy label: what the label and its figure mean in the property's region, and for a Flemish home for
 * sale that a renovation obligation binds (Flanders: label E or F) the obligation with its last day counted from `today`.
 */
export function EnergyNotes({ energy, forSale, today, rules, t }: Props) {
  if (!energy) return null;
  const due = forSale ? renovationDue(energy.label, energy.region, today, rules) : null;
  return (
    <>
      <p className="energy__meaning">{t(`energyMeaning.${energy.region}`)}</p>
      {due && (
        <p className="energy__rule" role="note">
          {t('renovationRule', { target: energyLabelText(due.target), years: due.rule.withinYears, date: formatDate(due.deadline) })}
        </p>
      )}
    </>
  );
}
