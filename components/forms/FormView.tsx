'use client';
/**
 * Any visitor form of the registry (lib/forms/registry.ts), from its definition: its layout, and the server
 * action (which checks it all again) taking the post through `useActionState`. The browser's checks
 * (react-hook-form with the form's zod schema, FormEngine.tsx) arrive with the form's first use, a focus or a
 * submit, and this wires the fields with them. Without JavaScript the browser posts the form to the same
 * action and the page renders the returned state: the errors, the form-level message and the values typed.
 */
import { startTransition, useActionState, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formExtrasAction } from '@/lib/forms/actions';
import { formDataObject } from '@/lib/forms/form-data';
import { loadSchema, type FormLayout } from '@/lib/forms/schema-loader';
import { formKey } from '@/lib/domain/forms';
import { HONEYPOT_FIELD, initialFormState, isSection, type FieldSpec, type FormExtras, type FormSchema, type FormState } from '@/lib/forms/types';
import { useHydrated } from '@/components/layout/useHydrated';
import { Captcha } from './Captcha';
import { Field, type ControlEvent, type Registration } from './Field';
import type { Engine, FormEngine, Row } from './FormEngine';
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
  const hydrated = useHydrated();
  // The browser's checks (FormEngine.tsx): imported with the form's schema on the form's first use, then
  // handed over by the engine each time its state changes. What asks for it before it arrives (a submit, a
  // row added) waits for it; should it not arrive (the network), a submit posts and the server checks it all.
  const [live, setLive] = useState<{ FormEngine: typeof FormEngine; schema: FormSchema } | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const waiting = useRef<{ act: (engine: Engine) => void; otherwise?: () => void }[]>([]);
  const start = () => {
    loading.current ??= Promise.all([import('./FormEngine'), loadSchema(name)]).then(
      ([{ FormEngine }, schema]) => {
        waiting.current.unshift({ act: () => setRegistered(true) });
        setLive({ FormEngine, schema });
      },
      () => {
        loading.current = null;
        for (const { otherwise } of waiting.current.splice(0)) otherwise?.();
      },
    );
  };
  const withEngine = (act: (engine: Engine) => void, otherwise?: () => void) => {
    if (engine) return act(engine);
    waiting.current.push({ act, otherwise });
    start();
  };
  useEffect(() => {
    // Here the fields are registered with the engine (this render's refs are attached).
    if (engine) for (const { act } of waiting.current.splice(0)) act(engine);
  }, [engine]);
  // Renders the form once more when its fields are registered, with the values the engine took from them (the
  // output of a figure typed before it arrived).
  const [, setRegistered] = useState(false);
  const onEngine = useCallback((next: Engine) => setEngine(next), []);
  // The compact form (the footer's newsletter, on every page) asks for its captcha once the visitor starts
  // on a field, once they try to send, or after a refused post (also without JavaScript): pages do not load
  // a challenge for nothing. Not on the button's focus: the button would move between press and release.
  const [engaged, setEngaged] = useState(false);
  const showCaptcha = def.captcha && (variant === 'full' || engaged || engine?.submitted || state.status !== 'idle');
  const [generation, setGeneration] = useState(0);
  const [lastState, setLastState] = useState(state);
  if (lastState !== state) {
    setLastState(state);
    if (state.status !== 'ok' && state.status !== 'idle') setGeneration((g) => g + 1);
  }
  useEffect(() => {
    if (state.status === 'idle' || state.status === 'ok') return;
    const captcha = formRef.current?.elements.namedItem('captcha');
    if (captcha instanceof HTMLInputElement) captcha.value = '';
    alertRef.current?.focus();
  }, [state]);
  useEffect(() => {
    if (state.status !== 'idle' && state.status !== 'ok') engine?.setValue('captcha', '');
    // The captcha is emptied once per answer, not each time the engine hands over its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  // Before the engine arrives, the server's errors (a post refused without JavaScript); then the engine's,
  // which holds them too until the visitor changes their fields.
  const errorOf = (field: string): string | undefined => {
    if (!engine) return state.errors?.[field];
    const problem = engine.errors[field];
    return !problem ? undefined : 'text' in problem ? problem.text : t(`errors.${problem.key}`);
  };
  const register = (field: string): Registration => {
    const checked = engine?.register(field);
    return {
      ...checked,
      name: field,
      onBlur: (e: ControlEvent) => void checked?.onBlur(e),
      onChange: async (e: ControlEvent) => {
        engine?.clearServerError(field);
        void checked?.onChange(e);
        if (fields.find((f) => f.name === field)?.refreshes && lang) {
          // The server needs the choices so far, not the files chosen.
          const now = e.currentTarget.form ? formDataObject(new FormData(e.currentTarget.form)) : {};
          const plain = Object.fromEntries(Object.entries(now).filter(([, v]) => !(v instanceof File)));
          setLiveExtras(await formExtrasAction(name, lang, subjectId, plain));
        }
      },
    };
  };

  const clientInvalid = Boolean(engine?.submitted) && Object.values(engine?.errors ?? {}).some((p) => 'key' in p);
  const message = clientInvalid ? t('errors.checkFields') : state.status !== 'idle' && state.status !== 'ok' ? state.message : undefined;

  const send = () => {
    const data = new FormData(formRef.current!);
    startTransition(() => formAction(data));
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEngaged(true);
    withEngine((e) => void e.submit(send), send);
  };

  const watched = engine ? engine.values() : values;
  /** The rows of repeatable groups shown when the page opens: the first of each group, and each up to the last filled one. */
  const startRows = useMemo(() => {
    const rows: Row[] = [];
    for (const group of new Set(fields.flatMap((f) => (f.repeat ? [f.repeat] : [])))) {
      const members = fields.filter((f) => f.repeat === group);
      const lastFilled = members.reduce((last, f, i) => (values[f.name] || state.errors?.[f.name] ? i : last), 0);
      rows.push(...members.slice(0, lastFilled + 1).map((f) => ({ field: f.name, group })));
    }
    return rows;
    // The rows the page opened with; the engine keeps them from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** With JavaScript, the rows of a repeatable group shown are the engine's (those the page opened with until it arrives); without it, all. */
  const rowShown = (f: FieldSpec) => !f.repeat || !hydrated || (engine ? engine.rows : startRows.map((r) => r.field)).includes(f.name);
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
      const group = f.repeat ? fields.filter((g) => g.repeat === f.repeat) : [];
      // A row after a group's first can be taken away again (its value goes with it).
      const removable = hydrated && group.length > 0 && group[0] !== f;
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
          remove={
            removable
              ? {
                  text: t('repeat.remove'),
                  label: t('repeat.removeRow', { row: t(`fields.${f.label ?? f.name}`) }),
                  onRemove: () => withEngine((e) => e.removeRow(f.name)),
                }
              : undefined
          }
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
    const group = f.repeat;
    const lastOfGroup = group && (!next || isSection(next) || next.repeat !== group);
    if (lastOfGroup && hydrated) {
      if (fields.some((g) => g.repeat === group && !rowShown(g))) {
        out.push(
          <div key={`add-${group}`} className="form-field form-field--full form-repeat">
            <button
              type="button"
              className="button button--outline form-repeat__add"
              onClick={() =>
                withEngine((e) => {
                  // The first row of the group not shown yet, once the engine knows which are.
                  const row = fields.find((g) => g.repeat === group && !e.rows.includes(g.name));
                  if (row) e.addRow({ field: row.name, group });
                })
              }
            >
              + {t(`repeat.${group}`)}
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
              start(); // ready by the time the field is left
              if (e.target.tagName !== 'BUTTON') setEngaged(true);
            }
      }
      onBlur={
        engine
          ? undefined
          : ({ target, type }) => {
              // A field left before the checks arrived is checked as they arrive (and from then on at every change).
              const field = 'name' in target && typeof target.name === 'string' ? target.name : '';
              if (field && field !== HONEYPOT_FIELD && target.tagName !== 'BUTTON')
                withEngine((loaded) => void loaded.register(field).onBlur({ target, type }));
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
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
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
      {live && <live.FormEngine schema={live.schema} rows={startRows} serverErrors={state.errors} onEngine={onEngine} />}
    </form>
  );
}
