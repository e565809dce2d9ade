'use client';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldSpec } from '@/lib/forms/types';

type Props = {
  form: string;
  spec: FieldSpec;
  registration: UseFormRegisterReturn;
  /** The value to render with (server-rendered page, after a refused post without JavaScript). */
  value: string | boolean | undefined;
  error?: string;
};

const WIDE = new Set(['textarea', 'radio', 'checkbox', 'title']);

/** One field of a visitor form: label, control, hint and error, wired for react-hook-form and for posts without JavaScript. */
export function Field({ form, spec, registration, value, error }: Props) {
  const t = useTranslations('forms');
  const id = `${form}-${spec.name}`;
  const width = spec.width ?? (WIDE.has(spec.kind) ? 'full' : 'half');
  const label = t(`fields.${spec.label ?? spec.name}`);
  const describedBy = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': spec.required || undefined };
  const className = ['form-field', `form-field--${width}`, `form-field--${spec.kind}`, error ? 'form-field--invalid' : ''].filter(Boolean).join(' ');
  const marker = spec.required ? (
    <>
      {' '}
      <span aria-hidden="true" className="form-field__required">
        *
      </span>
    </>
  ) : null;
  const text = typeof value === 'string' ? value : '';
  const after = (
    <>
      {spec.hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {t(`hints.${spec.hint}`)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </>
  );

  if (spec.kind === 'checkbox') {
    return (
      <div className={className}>
        <label className="form-check">
          <input type="checkbox" {...registration} {...common} defaultChecked={value === true} />
          <span>{label}</span>
        </label>
        {after}
      </div>
    );
  }
  if (spec.kind === 'radio' || spec.kind === 'title') {
    const options = spec.kind === 'title' ? ['mr', 'ms', 'miss'] : (spec.options ?? []);
    return (
      <fieldset className={className} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <legend className="form-field__label">
          {label}
          {marker}
        </legend>
        <div className="form-choices">
          {options.map((o) => (
            <label key={o} className="form-choice">
              <input type="radio" value={o} {...registration} defaultChecked={text === o} />
              <span>{t(`options.${spec.name}.${o}`)}</span>
            </label>
          ))}
        </div>
        {after}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {marker}
      </label>
      {spec.kind === 'textarea' ? (
        <textarea rows={5} className="form-field__input" {...registration} {...common} defaultValue={text} />
      ) : spec.kind === 'select' ? (
        <select className="form-field__input" {...registration} {...common} defaultValue={text}>
          <option value="">{t('choose')}</option>
          {(spec.options ?? []).map((o) => (
            <option key={o} value={o}>
              {t(`options.${spec.name}.${o}`)}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={spec.kind === 'number' ? 'text' : spec.kind}
          inputMode={spec.kind === 'number' ? 'numeric' : undefined}
          autoComplete={spec.autoComplete}
          className="form-field__input"
          {...registration}
          {...common}
          defaultValue={text}
        />
      )}
      {after}
    </div>
  );
}
