'use client';
/**
 * Any visitor form of the registry (lib/forms/registry.ts), from its definition: react-hook-form with
 * the form's zod schema in the browser, the server action (which checks it all again) through
 * `useActionState`. Without JavaScript the browser posts the form to the same action and the page
 * renders the returned state: the errors, the form-level message and the values typed.
 */
import { startTransition, useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORMS } from '@/lib/forms/registry';
import { initialFormState, isSection, type FieldSpec, type FormState } from '@/lib/forms/types';
import { Captcha } from './Captcha';
import { Field } from './Field';
import { PrivacyNotice } from './PrivacyNotice';
import './forms.css';

type Props = {
  name: string;
  /** submitFormAction bound to the form's name, language and subject. */
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  /** Values to start with (a preselected choice such as ?visit). */
  defaults?: Record<string, string | boolean>;
  agency: string;
  /** 'compact': one line (the footer's newsletter). */
  variant?: 'full' | 'compact';
};

const HONEYPOT = 'website';

export function FormView({ name, action, defaults, agency, variant = 'full' }: Props) {
  const def = FORMS[name];
  const t = useTranslations('forms');
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const values = useMemo(() => ({ ...defaults, ...state.values }), [defaults, state.values]);
  const fields = def.fields.filter((f): f is FieldSpec => !isSection(f));
  const form = useForm<Record<string, unknown>>({
    resolver: zodResolver(def.schema as never) as never,
    mode: 'onTouched',
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? (f.kind === 'checkbox' ? false : f.kind === 'radio' || f.kind === 'title' ? null : '')])),
  });
  const { errors, submitCount, isSubmitSuccessful } = form.formState;
  // Server errors stay until the visitor changes that field.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(state.errors ?? {});
  const [generation, setGeneration] = useState(0);
  const [lastState, setLastState] = useState(state);
  if (lastState !== state) {
    setLastState(state);
    setServerErrors(state.errors ?? {});
    if (state.status !== 'ok' && state.status !== 'idle') setGeneration((g) => g + 1);
  }
  useEffect(() => {
    if (state.status === 'idle' || state.status === 'ok') return;
    form.setValue('captcha' as never, '' as never);
    alertRef.current?.focus();
  }, [state, form]);

  const errorOf = (field: string): string | undefined => {
    const e = (errors as FieldErrors)[field];
    if (e?.message) return t(`errors.${String(e.message)}`);
    return serverErrors[field];
  };
  const register = (field: string) => {
    const r = form.register(field as never);
    return {
      ...r,
      onChange: async (e: { target: unknown; type?: unknown }) => {
        if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
        return r.onChange(e);
      },
    };
  };

  const clientInvalid = submitCount > 0 && !isSubmitSuccessful && Object.keys(errors).length > 0;
  const message = clientInvalid ? t('errors.checkFields') : state.status !== 'idle' && state.status !== 'ok' ? state.message : undefined;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const el = formRef.current!;
    void form.handleSubmit(() => {
      startTransition(() => formAction(new FormData(el)));
    })(event);
  };

  const body = def.fields.map((f, i) =>
    isSection(f) ? (
      <h3 key={`s${i}`} className="form-section">
        {t(`sections.${f.section}`)}
      </h3>
    ) : (
      <Field key={f.name} form={name} spec={f} registration={register(f.name)} value={values[f.name]} error={errorOf(f.name)} />
    ),
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={`visitor-form visitor-form--${variant}`}
      data-form={name}
      aria-busy={pending || undefined}
      aria-label={variant === 'compact' ? t(`${name}.title`) : undefined}
    >
      {message && (
        <div ref={alertRef} tabIndex={-1} role="alert" className={state.status === 'refused' || state.status === 'error' ? 'form-alert form-alert--error form-alert--blocked' : 'form-alert form-alert--error'}>
          {message}
        </div>
      )}
      {variant === 'full' && (
        <p className="form-required-note">
          <span aria-hidden="true">{t('requiredNote')}</span>
        </p>
      )}
      <div className="form-grid">
        {body}
        {def.captcha && (
          <Captcha form={name} generation={generation} error={errorOf('captcha')} inputProps={{ ...register('captcha'), defaultValue: '' }} />
        )}
      </div>
      <div className="form-hp" aria-hidden="true">
        <label>
          {t('honeypot')}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="form-submit">
        <button type="submit" className="button button--primary form-submit__button" disabled={pending}>
          {pending ? t('sending') : t(`${name}.submit`)}
        </button>
        <PrivacyNotice agency={agency} />
      </div>
    </form>
  );
}
