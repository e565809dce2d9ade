import { useFormatter, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/domain/dates';
import { formatMoney } from '@/lib/domain/money';
import type { Estimate, PurchaseCost, PurchaseEntries } from '@/lib/domain/purchase-cost';

type Props = {
  /** The prefix of the controls' ids (one block per page). */
  id: string;
  entries: PurchaseEntries;
  cost: PurchaseCost | null;
  monthly: number | null;
  /** The day whose rates are used, YYYY-MM-DD. */
  day: string;
  /** Ask for the number of buyers (a credit per buyer applies in the region). */
  showBuyers: boolean;
  /** In the browser: a control changed. Without it the controls show their first values (the server's HTML). */
  onChange?: (entries: PurchaseEntries) => void;
};

/** The address in a rate's source (the whole source, or the https: address inside an official text's reference). */
const sourceUrl = (source: string) => /https?:\/\/\S+/.exec(source)?.[0] ?? null;

/**
 * The purchase-cost block's content: the buyer's situation, loan, rate and term, and the figures. The same markup
 * on the server (the most common buyer, readable without JavaScript) and in the browser (the calculator).
 */
export function PurchaseCostView({ id, entries, cost, monthly, day, showBuyers, onChange }: Props) {
  const t = useTranslations('purchaseCost');
  const format = useFormatter();
  const percent = (rate: number) => format.number(rate, { style: 'percent', maximumFractionDigits: 2 });
  const set = (change: Partial<PurchaseEntries>) => onChange?.({ ...entries, ...change });
  // Controlled in the browser; on the server the first values only.
  const checked = (value: boolean, change: (v: boolean) => Partial<PurchaseEntries>) =>
    onChange ? { checked: value, onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(change(e.currentTarget.checked)) } : { defaultChecked: value };
  const text = (key: 'loan' | 'rate' | 'years') =>
    onChange
      ? { value: entries[key], onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [key]: e.currentTarget.value }) }
      : { defaultValue: entries[key] };
  const url = cost ? sourceUrl(cost.tax.source) : null;
  return (
    <>
      <form className="purchase-cost__form" aria-label={t('situation')} {...(onChange ? { onSubmit: (e: React.FormEvent) => e.preventDefault() } : {})}>
        <label className="purchase-cost__check">
          <input type="checkbox" name="ownHome" id={`${id}-own-home`} {...checked(entries.ownHome, (v) => ({ ownHome: v }))} /> {t('ownHome')}
        </label>
        <fieldset className="purchase-cost__kind">
          <legend>{t('kind')}</legend>
          <label>
            <input type="radio" name="newBuild" value="no" id={`${id}-resale`} {...checked(!entries.newBuild, (v) => ({ newBuild: !v }))} /> {t('resale')}
          </label>
          <label>
            <input type="radio" name="newBuild" value="yes" id={`${id}-new-build`} {...checked(entries.newBuild, (v) => ({ newBuild: v }))} /> {t('newBuild')}
          </label>
        </fieldset>
        {showBuyers && (
          <label className="purchase-cost__field">
            {t('buyers')}
            <select
              name="buyers"
              id={`${id}-buyers`}
              {...(onChange
                ? { value: String(entries.buyers), onChange: (e: React.ChangeEvent<HTMLSelectElement>) => set({ buyers: Number(e.currentTarget.value) }) }
                : { defaultValue: String(entries.buyers) })}
            >
              <option value="1">1</option>
              <option value="2">2</option>
            </select>
          </label>
        )}
        <label className="purchase-cost__field">
          {t('loan')}
          <input type="text" inputMode="decimal" name="loan" id={`${id}-loan`} autoComplete="off" {...text('loan')} />
        </label>
        <label className="purchase-cost__field">
          {t('rate')}
          <input type="text" inputMode="decimal" name="rate" id={`${id}-rate`} autoComplete="off" {...text('rate')} />
        </label>
        <label className="purchase-cost__field">
          {t('years')}
          <input type="text" inputMode="numeric" name="years" id={`${id}-years`} autoComplete="off" {...text('years')} />
        </label>
      </form>
      {cost ? (
        <dl className="purchase-cost__figures" aria-live="polite">
          <div>
            <dt>{t('price')}</dt>
            <dd>{formatMoney(cost.price)}</dd>
          </div>
          <div>
            <dt>
              {cost.tax.kind === 'vat' ? t('vat', { rate: percent(cost.tax.rate) }) : t('duty', { rate: percent(cost.tax.rate) })}
              {cost.tax.abatement > 0 && <small>{t('abatement', { amount: formatMoney(cost.tax.abatement) })}</small>}
              {cost.tax.credit > 0 && <small>{t('credit', { amount: formatMoney(cost.tax.credit) })}</small>}
            </dt>
            <dd>{formatMoney(cost.tax.amount)}</dd>
          </div>
          {cost.surcharge && (
            <div>
              <dt>
                {t('surcharge', { place: cost.surcharge.place, rate: percent(cost.surcharge.rate) })}
                <small>{t('surchargeNote')}</small>
              </dt>
              <dd>{formatMoney(cost.surcharge.amount)}</dd>
            </div>
          )}
          {cost.notary && <EstimateRow label={t('notary')} estimate={cost.notary} />}
          {cost.mortgageDeed && <EstimateRow label={t('mortgageDeed')} estimate={cost.mortgageDeed} />}
          <div className="purchase-cost__total">
            <dt>
              {t('total')}
              {cost.margin > 0 && <small>{t('estimate', { amount: formatMoney(cost.margin) })}</small>}
            </dt>
            <dd>{formatMoney(cost.total)}</dd>
          </div>
          <div>
            <dt>
              {t('advance')}
              <small>{t('advanceNote')}</small>
            </dt>
            <dd>{formatMoney(cost.advance)}</dd>
          </div>
          {monthly !== null && (
            <div className="purchase-cost__monthly">
              <dt>
                {t('monthly')}
                <small>{t('monthlyNote')}</small>
              </dt>
              <dd>{formatMoney(monthly)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="purchase-cost__none">{t('noRate')}</p>
      )}
      {monthly === null && <p className="purchase-cost__note">{t('monthlyHint')}</p>}
      {entries.newBuild && <p className="purchase-cost__note">{t('newBuildNote')}</p>}
      <p className="purchase-cost__note">
        {t('disclaimer', { date: formatDate(day) })}
        {url && (
          <>
            {' '}
            <a href={url} rel="noopener noreferrer" target="_blank">
              {t('source')}
            </a>
          </>
        )}
      </p>
    </>
  );
}

/** A figure that may be an estimate: its label, and by how much it may differ when it is one. */
function EstimateRow({ label, estimate }: { label: string; estimate: Estimate }) {
  const t = useTranslations('purchaseCost');
  return (
    <div>
      <dt>
        {label}
        {estimate.margin > 0 && <small>{t('estimate', { amount: formatMoney(estimate.margin) })}</small>}
      </dt>
      <dd>{formatMoney(estimate.amount)}</dd>
    </div>
  );
}
