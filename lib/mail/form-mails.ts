/**
 * The e-mails of a stored submission: the agency's notification (in the site's default language, with
 * reply-to the visitor, every field as typed), the visitor's confirmation (in the visitor's language, HTML
 * and text) and, for send-to-friend, the friend's mail with the property's link and photo.
 *
 * The visitor's and the friend's addresses are whatever was typed, so those two mails repeat nothing typed
 * (no name, no message, no field): only what the site knows itself (which form, which property or project,
 * what happens next). Otherwise the form would mail anyone any text from the agency's domain. Both count
 * against the recipient's daily number of mails (`typedRecipient`, lib/domain/recipients.ts).
 */
import { siteConfig } from '@/config';
import type { Locale } from '@/lib/domain/locales';
import { agencyEmail } from './transport';
import { renderMail } from './template';
import type { OutboxMail } from '@/lib/data/outbox';
import { formatFormDate, formTranslator, translator, type Translate } from '@/lib/i18n/translate';
import { formKey, isSection, type FieldSpec, type FormDefinition, type FormExtras, type FormSubject } from '@/lib/domain/forms';

function fieldLabel(t: Translate, f: FieldSpec, extras?: FormExtras[string]) {
  return t(`fields.${extras?.label ?? f.label ?? f.name}`, extras?.values);
}

function fieldValue(t: Translate, f: FieldSpec, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (f.kind === 'output') return '';
  if (f.kind === 'checkbox') return t(value === true ? 'yes' : 'no');
  if (f.kind === 'checkboxes')
    return (Array.isArray(value) ? value : []).map((v) => (f.options && !f.literalOptions ? t(`options.${f.name}.${String(v)}`) : String(v))).join(', ');
  if (f.literalOptions) return String(value);
  if (f.kind === 'title' || f.kind === 'select' || f.kind === 'radio') return t(`options.${f.name}.${String(value)}`);
  if (f.kind === 'date') return formatFormDate(String(value));
  return String(value);
}

/**
 * Label/value rows of the submitted fields, in `t`'s language. `omit`: fields another row already tells;
 * `extras`: what the page showed for this subject (lib/forms/hooks.ts): the figures of labels such as
 * 'an income of at least {amount}', and the fields that did not apply (hidden), which are left out.
 */
export function submissionRows(
  t: Translate,
  def: FormDefinition,
  data: Record<string, unknown>,
  omit: readonly string[] = [],
  extras: FormExtras = {},
): [string, string][] {
  return def.fields
    .filter((f): f is FieldSpec => !isSection(f) && !omit.includes(f.name) && !extras[f.name]?.hidden)
    .map((f) => [fieldLabel(t, f, extras[f.name]), fieldValue(t, f, data[f.name])]);
}

export function subjectRows(t: Translate, s: FormSubject | null | undefined): [string, string][] {
  if (!s) return [];
  return [
    [t(`mail.${s.kind}`), `${s.title} (${s.reference})`],
    [t('mail.place'), s.place],
    [t('mail.price'), s.price ?? ''],
    [t('mail.link'), s.url],
  ];
}

export type MailContext = { lang: Locale; subject?: FormSubject | null; /** Files of the submission, attached to the agency's e-mail. */ uploadIds?: number[] };

export function formMails(def: FormDefinition, data: Record<string, unknown>, ctx: MailContext, submissionId: number): OutboxMail[] {
  const agencyLang = siteConfig.languages.default;
  const ta = formTranslator(agencyLang, def);
  const tv = formTranslator(ctx.lang, def);
  // The thank-you texts: `feedback.SLUG` or, for a form with its own namespace, its `feedback`.
  const tf: Translate = def.messages ? (key, values) => tv(`feedback.${key.split('.').pop()}`, values) : translator(ctx.lang, 'feedback');
  const visitorEmail = String(data[def.emailField ?? 'email'] ?? '');
  const name = [data.firstName, data.lastName].filter((v) => typeof v === 'string' && v).join(' ') || visitorEmail;
  const agency = siteConfig.site.info.name;
  const about = ctx.subject ? ` — ${ctx.subject.reference}` : '';
  const mails: OutboxMail[] = [];

  if (def.mails.includes('agency')) {
    const { text, html } = renderMail({
      lang: agencyLang,
      heading: ta('mail.agencyHeading', { form: ta(formKey(def, 'title')) }),
      intro: [ta('mail.agencyIntro', { name, language: ta(`mail.languages.${ctx.lang}`), id: submissionId })],
      rows: [...subjectRows(ta, ctx.subject), ...submissionRows(ta, def, data)],
      outro: [ta('mail.agencyOutro')],
    });
    mails.push({
      kind: `form:${def.name}:agency`,
      lang: agencyLang,
      to: agencyEmail(),
      replyTo: visitorEmail || null,
      subject: `${ta(formKey(def, 'title'))}${about} — ${name}`,
      text,
      html,
      submissionId,
      uploadIds: ctx.uploadIds ?? [],
    });
  }
  if (def.mails.includes('visitor') && visitorEmail) {
    // What was sent and what happens next, never what was typed: the thank-you page's texts and the subject.
    const { text, html } = renderMail({
      lang: ctx.lang,
      heading: tf(`${def.feedback}.title`),
      intro: [tv('mail.visitorGreeting'), tf(`${def.feedback}.text`)],
      rows: subjectRows(tv, ctx.subject),
      outro: [tv('mail.visitorNotYou', { agency }), tv('mail.visitorOutro', { agency })],
    });
    mails.push({
      kind: `form:${def.name}:visitor`,
      lang: ctx.lang,
      to: visitorEmail,
      replyTo: agencyEmail(),
      subject: tv('mail.visitorSubject', { form: tv(formKey(def, 'title')), agency }),
      text,
      html,
      submissionId,
      typedRecipient: true,
    });
  }
  const friendEmail = typeof data.friendEmail === 'string' ? data.friendEmail : '';
  if (def.mails.includes('friend') && friendEmail && ctx.subject) {
    const s = ctx.subject;
    // The property from the database and its link; neither name was checked, so the mail names nobody.
    const { text, html } = renderMail({
      lang: ctx.lang,
      heading: s.title,
      intro: [tv('mail.friendGreeting'), tv('mail.friendIntro', { agency })],
      image: s.picture ? { url: s.picture, alt: s.title, href: s.url } : undefined,
      rows: [
        [tv('mail.reference'), s.reference],
        [tv('mail.place'), s.place],
        [tv('mail.price'), s.price ?? ''],
      ],
      action: { label: tv('mail.friendAction'), url: s.url },
      outro: [tv('mail.friendSentBy', { agency })],
    });
    mails.push({
      kind: `form:${def.name}:friend`,
      lang: ctx.lang,
      to: friendEmail,
      // A reply about the property reaches the agency, not an address nobody checked.
      replyTo: agencyEmail(),
      subject: tv('mail.friendSubject', { title: s.title }),
      text,
      html,
      submissionId,
      typedRecipient: true,
    });
  }
  return mails;
}
