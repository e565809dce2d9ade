'use client';
/**
 * Figures a form shows without an input of their own (FieldSpec kind 'output'), by field name:
 * - advance: the 10% advance on signing of an offer, live from the amount typed (lib/domain/offer);
 *   without JavaScript, the figure the server computed for the amount posted;
 * - amountAtSigning: what a tenant pays at signing, computed by the server from the property.
 */
import { buyerAdvance } from '@/lib/domain/offer';
import { formatAmount } from '@/lib/domain/money';
import type { FormText } from './useFormText';

type Props = { name: string; label: string; text: FormText; values: Record<string, string | number>; watched: Record<string, unknown> };

const typedAmount = (v: unknown) => (typeof v === 'string' && v.trim() ? Number(v.replace(/[\s.]/g, '').replace(',', '.')) : NaN);

export function Output({ name, text: t, values, watched }: Props) {
  if (name === 'advance') {
    const advance = watched.amount !== undefined ? buyerAdvance(typedAmount(watched.amount)) : null;
    const shown = advance !== null ? formatAmount(advance) : String(values.amount ?? '');
    return (
      <div className="form-output" aria-live="polite">
        <span className="form-output__label">{t('advance.label')}</span>
        <strong className="form-output__value" data-output="advance">
          {shown || '—'}
        </strong>
        <span className="form-output__note">{shown ? t('advance.note') : t('advance.empty')}</span>
      </div>
    );
  }
  if (name === 'amountAtSigning') {
    if (!values.total) return null;
    const rows = ['firstRent', 'firstCharges', 'inventoryShare', 'deposit'] as const;
    return (
      <div className="form-output form-output--table">
        <span className="form-output__label">{t('sections.atSigning')}</span>
        <table className="form-amounts" data-output="amountAtSigning">
          <tbody>
            {rows.map((r) => (
              <tr key={r}>
                <th scope="row">{t(`amounts.${r}`)}</th>
                <td>{values[r]}</td>
              </tr>
            ))}
            <tr className="form-amounts__total">
              <th scope="row">{t('amounts.total')}</th>
              <td>{values.total}</td>
            </tr>
          </tbody>
        </table>
      </div>
    );
  }
  return null;
}
