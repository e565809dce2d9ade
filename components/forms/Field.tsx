'use client';
import type { FieldExtras, FieldSpec } from '@/lib/forms/types';
import { Output } from './outputs';
import type { FormText } from './useFormText';

/** A change or a blur on one of the form's controls. */
export type ControlEvent = { target: EventTarget; type: string; currentTarget: { form: HTMLFormElement | null } };

/** The field's name, its ref for the form's checks (once they are loaded) and the form's handlers of its changes (FormView). */
export type Registration = {
  name: string;
  onChange: (e: ControlEvent) => void;
  onBlur: (e: ControlEvent) => void;
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void;
};

type Props = {
  form: string;
  spec: FieldSpec;
  /** The form's texts (its own namespace, then `forms`). */
  text: FormText;
  registration: Registration;
  /** The value to render with (server-rendered page, after a refused post without JavaScript). */
  value: string | boolean | string[] | undefined;
  error?: string;
  /** What the server adds (choices, label figures, date bounds, a note). */
  extras?: FieldExtras;
  /** The form's current values (outputs compute from them). */
  watched?: Record<string, unknown>;
  /** A row of a repeatable group that can be taken away: the button's text, its accessible name (naming the row) and its action. */
  remove?: { text: string; label: string; onRemove: () => void };
};

const WIDE = new Set(['textarea', 'radio', 'checkbox', 'checkboxes', 'title', 'file']);

/** One field of a visitor form: label, control, hint and error, wired for the form's checks and for posts without JavaScript. */
export function Field({ form, spec: given, text: t, registration, value, error, extras, watched, remove }: Props) {
  const spec = extras?.required !== undefined ? { ...given, required: extras.required } : given;
  const id = `${form}-${spec.name}`;
  const width = spec.width ?? (WIDE.has(spec.kind) ? 'full' : 'half');
  const label = spec.kind === 'output' ? '' : t(`fields.${extras?.label ?? spec.label ?? spec.name}`, extras?.values);
  const describedBy =
    [spec.hint ? `${id}-hint` : null, extras?.note ? `${id}-note` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  const after = (
    <>
      {spec.hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {t(`hints.${spec.hint}`, extras?.values)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </>
  );
  const note = extras?.note ? (
    <p id={`${id}-note`} className="form-field__note">
      {extras.note}
    </p>
  ) : null;

  if (spec.kind === 'output') {
    return (
      <div className={className}>
        <Output name={spec.name} label={label} text={t} values={extras?.values ?? {}} watched={watched ?? {}} />
      </div>
    );
  }
  if (spec.kind === 'checkbox') {
    return (
      <div className={className}>
        <label className="form-check">
          <input type="checkbox" {...registration} {...common} defaultChecked={value === true} />
          <span>
            {label}
            {marker}
          </span>
        </label>
        {after}
      </div>
    );
  }
  if (spec.kind === 'radio' || spec.kind === 'title' || spec.kind === 'checkboxes') {
    const options =
      extras?.choices ??
      (spec.kind === 'title' ? ['mr', 'ms', 'miss'] : (spec.options ?? [])).map((o) => ({ value: o, label: t(`options.${spec.name}.${o}`), disabled: false }));
    const type = spec.kind === 'checkboxes' ? 'checkbox' : 'radio';
    return (
      <fieldset className={className} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <legend className="form-field__label">
          {label}
          {marker}
        </legend>
        {note}
        <div className={spec.kind === 'checkboxes' ? 'form-choices form-choices--grid' : 'form-choices'}>
          {options.map((o) => (
            <label key={o.value} className={o.disabled ? 'form-choice form-choice--disabled' : 'form-choice'}>
              <input
                type={type}
                value={o.value}
                {...registration}
                disabled={o.disabled || undefined}
                defaultChecked={type === 'radio' ? text === o.value : list.includes(o.value)}
              />
              <span>{o.label}</span>
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
          {(extras?.choices ?? (spec.options ?? []).map((o) => ({ value: o, label: t(`options.${spec.name}.${o}`), disabled: false }))).map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'file' ? (
        <input type="file" accept={spec.accept} className="form-field__input form-field__file" {...registration} {...common} />
      ) : (
        <input
          type={spec.kind === 'number' ? 'text' : spec.kind}
          inputMode={spec.kind === 'number' ? 'numeric' : undefined}
          autoComplete={spec.autoComplete}
          min={extras?.min}
          max={extras?.max}
          className="form-field__input"
          {...registration}
          {...common}
          defaultValue={text}
        />
      )}
      {remove && (
        <button type="button" className="form-repeat__remove" aria-label={remove.label} onClick={remove.onRemove}>
          {remove.text}
        </button>
      )}
      {note}
      {after}
    </div>
  );
}
