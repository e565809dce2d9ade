'use client';
/**
 * The working part of a visitor form, which FormView imports with the form's schema on the form's first use (a
 * focus or a submit), so that no page loads it up front: react-hook-form with the schema through its zod
 * resolver, checking the fields as visitors expect them checked (a field once left, then on every change; all
 * of them on submit), the server's errors set on their fields, and the rows shown of the repeatable groups as
 * a field array. It renders nothing: FormView lays the form out (before this arrives too, and without
 * JavaScript) and wires its fields with what this hands over.
 */
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { issueKey } from '@/lib/forms/fields';
import type { FormSchema } from '@/lib/forms/types';

/** A shown row of a repeatable group: its field (`childAge2`) and its group (`children`). */
export type Row = { field: string; group: string };

/** A field's error: a key of `forms.errors` found in the browser, or the server's message, already translated. */
export type FieldProblem = { key: string } | { text: string };

/** What FormView wires the form with. */
export type Engine = {
  /** A field's name, ref and handlers. */
  register: (field: string) => UseFormRegisterReturn;
  /** Checks every field, then calls `send` when none has an error (else focuses the first that has). */
  submit: (send: () => void) => Promise<void>;
  /** Sets a field's value (the captcha's, emptied after a refused post). */
  setValue: (field: string, value: string) => void;
  /** Drops the server's error of a field the visitor changes (the browser's own checks go on as before). */
  clearServerError: (field: string) => void;
  errors: Readonly<Record<string, FieldProblem>>;
  /** Whether the visitor has tried to send the form. */
  submitted: boolean;
  /** The values as typed so far (outputs read them), each field's as soon as it is registered. */
  values: () => Readonly<Record<string, unknown>>;
  /** The fields of the rows shown. */
  rows: readonly string[];
  addRow: (row: Row) => void;
  removeRow: (field: string) => void;
};

type Props = {
  schema: FormSchema;
  /** The rows shown when the form starts (the first of each group, and each up to the last filled one). */
  rows: Row[];
  /** The errors of the server's last answer (field → translated message), set on their fields each time it answers. */
  serverErrors: Readonly<Record<string, string>> | undefined;
  onEngine: (engine: Engine) => void;
};

/** The form values' key of the rows shown (no field of a form is named so). */
const ROWS = '_rows';
type Values = FieldValues & { [ROWS]: Row[] };

/**
 * The value of the group of radio buttons or of checkboxes that `input` belongs to, as the page shows it now and
 * as react-hook-form reads it once the whole group is registered: a radio group's checked value or null; the
 * checked values of several checkboxes; a lone checkbox's value (true without one) when checked, else false.
 * A disabled input counts as unchecked.
 */
function shownChoice(input: HTMLInputElement): string | string[] | boolean | null {
  const group = Array.from(input.form?.elements ?? [input]).filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === input.name && e.type === input.type,
  );
  const checked = group.filter((e) => e.checked && !e.disabled);
  if (input.type === 'radio') return checked.at(-1)?.value ?? null;
  if (group.length > 1) return checked.map((e) => e.value);
  const only = checked[0];
  return !only ? false : only.hasAttribute('value') && only.value !== '' ? only.value : true;
}

export function FormEngine({ schema, rows, serverErrors, onEngine }: Props): null {
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // Besides the rows, each field's value is taken from the field itself as the visitor left it (a default
    // given here would be written over what the visitor typed or chose before this arrived).
    defaultValues: { [ROWS]: rows },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: ROWS });
  const watched = useWatch({ control: form.control });
  const { errors, submitCount } = form.formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) form.setError(field, { type: 'server', message });
  }, [serverErrors, form]);

  // react-hook-form changes its errors object in place: the hand-over follows its content.
  const problems: Record<string, FieldProblem> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (!error || field === ROWS) continue;
    const message = typeof error.message === 'string' ? error.message : undefined;
    problems[field] = error.type === 'server' && message ? { text: message } : { key: issueKey(message) };
  }
  const signature = JSON.stringify(problems);
  const shown = fields.map((f) => f.field).join(' ');

  useEffect(() => {
    onEngine({
      register: (field) => {
        // A field left out of the page (a row removed, a part the server hides) leaves the values checked, as it leaves the post.
        const registration = form.register(field, { shouldUnregister: true });
        return {
          ...registration,
          ref: (element) => {
            // react-hook-form reads a group of radio buttons or checkboxes from the inputs registered so far
            // and writes that over each next one: it is given the whole group's state on the page first, so
            // that a choice made before (or while) the fields are registered stays as the visitor made it.
            if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
              const shown = shownChoice(element);
              if (JSON.stringify(form.getValues(field)) !== JSON.stringify(shown)) form.setValue(field, shown);
            }
            registration.ref(element);
          },
        };
      },
      submit: (send) => form.handleSubmit(() => send())(),
      setValue: (field, value) => form.setValue(field, value),
      clearServerError: (field) => {
        if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
      },
      errors: JSON.parse(signature) as Record<string, FieldProblem>,
      submitted: submitCount > 0,
      values: () => form.getValues(),
      rows: shown ? shown.split(' ') : [],
      addRow: (row) => append(row, { shouldFocus: false }),
      removeRow: (field) => {
        const index = form.getValues(ROWS).findIndex((r) => r.field === field);
        if (index >= 0) remove(index);
      },
    });
  }, [onEngine, form, signature, submitCount, watched, shown, append, remove]);

  return null;
}
