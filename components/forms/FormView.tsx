'use client';
/**
 * Any visitor form of the registry (lib/forms/registry.ts), from its definition: the browser checks the
 * form's values with the form's own schema, as the server reads them from the post (lib/forms/form-data.ts),
 * and the server action (which checks it all again) takes the post through `useActionState`. Without
 * JavaScript the browser posts the form to the same action and the page renders the returned state: the
 * errors, the form-level message and the values typed.
 */
import { startTransition, useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { formExtrasAction } from '@/lib/forms/actions';
import { formDataObject } from '@/lib/forms/form-data';
import { formErrors, loadSchema, type FormLayout } from '@/lib/forms/schema-loader';
import { formKey } from '@/lib/forms/form-key';
import { initialFormState, isSection, type FieldSpec, type FormExtras, type FormState } from '@/lib/forms/types';
import { useHydrated } from '@/components/layout/useHydrated';
import { Captcha } from './Captcha';
import { Field, type ControlEvent } from './Field';
import { SAME_PAGE } from './permalink';
import { useFormText } from './useFormText';

type Props = {
  /** The form's layout (its definition without the schema, which is loaded when the visitor first uses it). */
  form: FormLayout;
  /** submitFormAction bound to the form's name, language and subject. */
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  /** Values to start with (a preselected choice such as ?visit). */
  defaults?: Record<string, string | boolean | string[]>;
  /** What the server adds to the fields (lib/forms/hooks.ts `extras`): choices, figures, hidden parts. */
  extras?: FormExtras;
  /** The language and subject, to ask the server for new extras when a `refreshes` field changes. */
  lang?: string;
  subjectId?: number | null;
  /** The privacy statement under the submit button (PrivacyNotice, rendered on the server). */
  privacy: React.ReactNode;
  /** 'compact': one line (the footer's newsletter). */
  variant?: 'full' | 'compact';
};

const HONEYPOT = 'website';

export function FormView({ form: def, action, defaults, extras: pageExtras, lang, subjectId = null, privacy, variant = 'full' }: Props) {
  const name = def.name;
  const t = useFormText(def);
  const [state, formAction, pending] = useActionState(action, initialFormState, SAME_PAGE);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const fields = def.fields.filter((f): f is FieldSpec => !isSection(f));
  // The server's extras: from the page, then from a refused post, then from a refreshing field.
  const [liveExtras, setLiveExtras] = useState<FormExtras | null>(null);
  const extras = useMemo(() => ({ ...pageExtras, ...state.extras, ...liveExtras }), [pageExtras, state.extras, liveExtras]);
  const values = useMemo(() => {
    const fromExtras = Object.fromEntries(Object.entries(pageExtras ?? {}).flatMap(([k, e]) => (e.value !== undefined ? [[k, e.value]] : [])));
    return { ...fromExtras, ...defaults, ...state.values } as Record<string, string | boolean | string[]>;
  }, [defaults, pageExtras, state.values]);
  // The browser's check (validation code arrives with the first use of the form, see schema-loader.ts), as
  // visitors expect it: a field is checked once left, then again on every change; all of them on submit.
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // The values as typed so far (repeatable rows, outputs); the fields themselves keep their own values.
  const [watched, setWatched] = useState<Record<string, unknown>>(values);
  const valuesOf = (form: HTMLFormElement | null) => (form ? formDataObject(new FormData(form)) : {});
  const check = async (field: string, now: Record<string, unknown>) => {
    const found = await formErrors(name, now);
    if (!found) return;
    setClientErrors(({ [field]: _was, ...rest }) => (found[field] ? { ...rest, [field]: found[field] } : rest));
  };
  // Rows of repeatable groups shown with JavaScript: the filled ones and at least one.
  const [extraRows, setExtraRows] = useState<Record<string, number>>({});
  const hydrated = useHydrated();
  // The compact form (the footer's newsletter, on every page) asks for its captcha once the visitor starts
  // on a field, once they try to send, or after a refused post (also without JavaScript): pages do not load
  // a challenge for nothing. Not on the button's focus: the button would move between press and release.
  const [engaged, setEngaged] = useState(false);
  const showCaptcha = def.captcha && (variant === 'full' || engaged || submitted || state.status !== 'idle');
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
    const captcha = formRef.current?.elements.namedItem('captcha');
    if (captcha instanceof HTMLInputElement) captcha.value = '';
    alertRef.current?.focus();
  }, [state]);

  const errorOf = (field: string): string | undefined => {
    const key = clientErrors[field];
    return key ? t(`errors.${key}`) : serverErrors[field];
  };
  const register = (field: string) => ({
    name: field,
    onBlur: (e: ControlEvent) => {
      if (!touched.has(field)) setTouched((was) => new Set(was).add(field));
      void check(field, valuesOf(e.currentTarget.form));
    },
    onChange: async (e: ControlEvent) => {
      if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
      const now = valuesOf(e.currentTarget.form);
      setWatched(now);
      if (touched.has(field) || submitted) void check(field, now);
      if (fields.find((f) => f.name === field)?.refreshes && lang) {
        // The server needs the choices so far, not the files chosen.
        const plain = Object.fromEntries(Object.entries(now).filter(([, v]) => !(v instanceof File)));
        setLiveExtras(await formExtrasAction(name, lang, subjectId, plain));
      }
    },
  });

  const clientInvalid = submitted && Object.keys(clientErrors).length > 0;
  const message = clientInvalid ? t('errors.checkFields') : state.status !== 'idle' && state.status !== 'ok' ? state.message : undefined;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const el = formRef.current!;
    const data = new FormData(el);
    const found = await formErrors(name, formDataObject(data));
    setSubmitted(true);
    setClientErrors(found ?? {});
    if (!found || Object.keys(found).length === 0) {
      startTransition(() => formAction(data));
      return;
    }
    // Focus the first field with an error, in the page's order.
    const first = Array.from(el.elements).find((e): e is HTMLElement => e instanceof HTMLElement && 'name' in e && Boolean(found[String(e.name)]));
    first?.focus();
  };

  const filled = (field: string) => {
    const v = watched[field];
    return v !== undefined && v !== null && v !== '';
  };
  /** With JavaScript, a repeatable row shows when it or a later row is filled, or it is among the rows asked for. */
  const rowShown = (f: FieldSpec) => {
    if (!f.repeat || !hydrated) return true;
    const group = fields.filter((g) => g.repeat === f.repeat);
    const index = group.indexOf(f);
    const lastFilled = group.reduce((last, g, i) => (filled(g.name) || errorOf(g.name) ? i : last), -1);
    return index <= Math.max(0, lastFilled, (extraRows[f.repeat] ?? 0) - 1);
  };
  const body = def.fields.flatMap((f, i) => {
    if (isSection(f)) {
      if (extras[`section:${f.section}`]?.hidden) return [];
      return [
        <h3 key={`s${i}`} className="form-section">
          {t(`sections.${f.section}`)}
        </h3>,
      ];
    }
    if (extras[f.name]?.hidden) return [];
    const out = [];
    if (rowShown(f)) {
      out.push(
        <Field
          key={f.name}
          form={name}
          spec={f}
          text={t}
          extras={extras[f.name]}
          watched={watched}
          registration={register(f.name)}
          value={values[f.name]}
          error={errorOf(f.name)}
        />,
      );
    }
    // Without JavaScript: reload the page with this field in the query (?day=…), which renders its extras.
    if (f.refreshes && !hydrated) {
      out.push(
        <div key={`refresh-${f.name}`} className="form-field form-field--half form-refresh">
          <button type="submit" formMethod="get" formNoValidate className="button button--outline form-refresh__button" data-refresh={f.name}>
            {t(f.refreshes)}
          </button>
        </div>,
      );
    }
    const next = def.fields[i + 1];
    const lastOfGroup = f.repeat && (!next || isSection(next) || next.repeat !== f.repeat);
    if (lastOfGroup && hydrated) {
      const group = fields.filter((g) => g.repeat === f.repeat);
      const shown = group.filter(rowShown).length;
      if (shown < group.length) {
        out.push(
          <div key={`add-${f.repeat}`} className="form-field form-field--full form-repeat">
            <button type="button" className="button button--outline form-repeat__add" onClick={() => setExtraRows((r) => ({ ...r, [f.repeat!]: shown + 1 }))}>
              + {t(`repeat.${f.repeat}`)}
            </button>
          </div>,
        );
      }
    }
    return out;
  });

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={
        engaged
          ? undefined
          : (e) => {
              loadSchema(name).catch(() => undefined); // ready by the time the field is left
              if (e.target.tagName !== 'BUTTON') setEngaged(true);
            }
      }
      noValidate
      className={`visitor-form visitor-form--${variant}`}
      data-form={name}
      aria-busy={pending || undefined}
      aria-label={variant === 'compact' ? t(formKey(def, 'title')) : undefined}
    >
      {!hydrated && def.fields.some((f) => !isSection(f) && f.refreshes) && (
        // Enter in a field posts the form (the first submit button is the default one), not the refresh button below.
        <div className="form-hp" aria-hidden="true">
          <button type="submit" tabIndex={-1}>
            {t(formKey(def, 'submit'))}
          </button>
        </div>
      )}
      {message && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className={
            state.status === 'refused' || state.status === 'error' ? 'form-alert form-alert--error form-alert--blocked' : 'form-alert form-alert--error'
          }
        >
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
        {showCaptcha && <Captcha form={name} generation={generation} error={errorOf('captcha')} inputProps={{ ...register('captcha'), defaultValue: '' }} />}
      </div>
      <div className="form-hp" aria-hidden="true">
        <label>
          {t('honeypot')}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {def.submitNotice && (
        <p className="form-submit-notice" data-notice={def.submitNotice}>
          {t(def.submitNotice)}
        </p>
      )}
      <div className="form-submit">
        <button type="submit" className="button button--primary form-submit__button" disabled={pending}>
          {pending ? t('sending') : t(formKey(def, 'submit'))}
        </button>
        {privacy}
      </div>
    </form>
  );
}
