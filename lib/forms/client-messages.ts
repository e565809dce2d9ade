import { isSection, type FieldSpec } from '@/lib/domain/forms';
import type { FormLayout } from './schema-loader';

/** The `forms` texts every form reads in the browser: its checks' errors (keys the schema gives), the required note, the anti-spam field, the button while sending, a select's empty choice. */
const SHARED = ['errors', 'choose', 'requiredNote', 'honeypot', 'sending'];
/** The `forms` namespaces that hold one entry per field, section or group of every form. */
const PER_FORM = ['fields', 'options', 'hints', 'sections', 'repeat'];

/**
 * The message paths a form's browser code (FormView, Field, Captcha) reads: the form's own namespace, the
 * shared texts, and of the per-field namespaces only the entries of its own fields, sections and groups. The
 * footer's newsletter is on every page, and every message a provider holds goes into the page's inline data.
 *
 * A form whose server hooks add extras (`withExtras`) gets the per-field namespaces whole: its extras can name
 * another label (a statement without its figures) after a refresh in the browser, unknown when the page renders.
 */
export function formClientMessages(form: FormLayout, withExtras: boolean): string[] {
  const own = form.messages ?? `forms.${form.name}`;
  const shared = [...SHARED, ...(form.captcha ? ['captcha'] : [])].map((key) => `forms.${key}`);
  if (withExtras) return [own, ...shared, ...PER_FORM.map((key) => `forms.${key}`)];
  const fields = form.fields.filter((f): f is FieldSpec => !isSection(f));
  const paths = new Set<string>();
  for (const f of fields) {
    paths.add(`forms.fields.${f.label ?? f.name}`);
    if (f.options || f.kind === 'title') paths.add(`forms.options.${f.name}`);
    if (f.hint) paths.add(`forms.hints.${f.hint}`);
    if (f.repeat) paths.add('forms.repeat');
    if (f.refreshes) paths.add(`forms.${f.refreshes}`);
  }
  for (const f of form.fields) if (isSection(f)) paths.add(`forms.sections.${f.section}`);
  if (form.captcha) paths.add('forms.fields.captcha');
  if (form.submitNotice) paths.add(`forms.${form.submitNotice}`);
  return [own, ...shared, ...paths];
}
