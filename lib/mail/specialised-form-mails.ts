/**
 * The e-mails of the specialised forms (appointment, rent application, offer, demand): the agency's
 * notification (site's default language, reply-to the visitor), with what matters for that form on top of
 * the submitted fields, and the visitor's confirmation (their language). The visitor's address is whatever
 * was typed: the confirmation carries only what the form's `visitor` part gives, which must be what the
 * site knows or checked itself (the slot from its list, a date, figures, the property's own data), never a
 * typed text or name; it counts against the recipient's daily number of mails (lib/domain/recipients.ts).
 */
import { siteConfig } from '@/config';
import type { Locale } from '@/lib/domain/locales';
import { agencyEmail } from './transport';
import { renderMail } from './template';
import { submissionRows, subjectRows } from './form-mails';
import type { OutboxMail } from '@/lib/data/outbox';
import { formTranslator, translator, type Translate } from '@/lib/i18n/translate';
import type { FormDefinition, FormExtras, FormSubject } from '@/lib/domain/forms';

type Part = { subject: string; heading: string; intro: string[]; rows: [string, string][]; action?: { label: string; url: string }; outro?: string[] };

export type SpecialMails = {
  def: FormDefinition;
  data: Record<string, unknown>;
  lang: Locale;
  subject?: FormSubject | null;
  submissionId: number;
  /** What the agency reads, built with a translator of the form's texts in the agency's language. */
  agency: (t: Translate) => Part;
  /** What the form showed for this subject: figures of the labels, fields that did not apply (left out). */
  extras?: FormExtras;
  /**
   * What the visitor reads, in their language (their `outro` comes before the common closing lines); null:
   * no confirmation. Nothing typed in it: no name, no free text, only values the site chose or checked.
   */
  visitor: ((t: Translate) => Part) | null;
};

export function visitorName(data: Record<string, unknown>, emailField = 'email'): string {
  const name = [data.firstName ?? data.aFirstName, data.lastName ?? data.aLastName].filter((v) => typeof v === 'string' && v).join(' ');
  return name || String(data[emailField] ?? '');
}

export function specialMails(m: SpecialMails): OutboxMail[] {
  const agencyLang = siteConfig.languages.default;
  const emailField = m.def.emailField ?? 'email';
  const visitorEmail = String(m.data[emailField] ?? '');
  const out: OutboxMail[] = [];
  const ta = formTranslator(agencyLang, m.def);
  const a = m.agency(ta);
  const af = translator(agencyLang, 'forms');
  out.push({
    kind: `form:${m.def.name}:agency`,
    lang: agencyLang,
    to: agencyEmail(),
    replyTo: visitorEmail || null,
    subject: a.subject,
    submissionId: m.submissionId,
    ...renderMail({
      lang: agencyLang,
      heading: a.heading,
      intro: a.intro,
      rows: [...subjectRows(af, m.subject), ...a.rows, ...submissionRows(ta, m.def, m.data, [], m.extras)],
      outro: a.outro ?? [af('mail.agencyOutro')],
    }),
  });
  if (m.visitor && visitorEmail) {
    const tv = formTranslator(m.lang, m.def);
    const vf = translator(m.lang, 'forms');
    const v = m.visitor(tv);
    const agency = siteConfig.site.info.name;
    out.push({
      kind: `form:${m.def.name}:visitor`,
      lang: m.lang,
      to: visitorEmail,
      replyTo: agencyEmail(),
      subject: v.subject,
      submissionId: m.submissionId,
      typedRecipient: true,
      ...renderMail({
        lang: m.lang,
        heading: v.heading,
        intro: [vf('mail.visitorGreeting'), ...v.intro],
        rows: [...subjectRows(vf, m.subject), ...v.rows],
        action: v.action,
        outro: [...(v.outro ?? []), vf('mail.visitorNotYou', { agency }), vf('mail.visitorOutro', { agency })],
      }),
    });
  }
  return out;
}
