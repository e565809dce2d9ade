/**
 * The agency's mails about the CRM, queued in the outbox like its other mails, in the site's default
 * language: a full sync that held its withdrawals back, and a lead the CRM will not take.
 */
import type { Db } from '../../data/connection';
import { enqueueMail, type OutboxMail } from '../../data/outbox';
import { siteConfig } from '@/config';
import { translator } from '../../i18n/translate';
import { renderMail } from '../../mail/template';
import { agencyEmail } from '../../mail/transport';

/** Withdrawals a full run held back: how many properties it would have withdrawn, of how many, the share allowed, and a few of their IDs. */
export type WithdrawHold = { wouldWithdraw: number; catalogue: number; maxShare: number; sample: number[] };

/** One mail per held run (its dedupe key names the run). */
export async function queueWithdrawHeldMail(db: Db, runId: number, hold: WithdrawHold): Promise<void> {
  const lang = siteConfig.languages.default;
  const t = translator(lang, 'crmMail');
  const values = {
    count: hold.wouldWithdraw,
    catalogue: hold.catalogue,
    percent: Math.round((hold.wouldWithdraw / hold.catalogue) * 100),
    limit: Math.round(hold.maxShare * 100),
  };
  const subject = t('withdrawHeldSubject', values);
  await enqueueMail(db, {
    kind: 'crm-withdraw-held:agency',
    lang,
    to: agencyEmail(),
    subject,
    dedupeKey: `crm-withdraw-held:${runId}`,
    ...renderMail({
      lang,
      heading: subject,
      intro: [t('withdrawHeldIntro', values)],
      rows: [[t('sample'), hold.sample.join(', ')]],
      outro: [t('withdrawHeldCheck')],
    }),
  });
}

/** The agency's mail about a lead the CRM will not take: the lead as it was queued (its full message), and why. */
export function leadParkedMail(row: { id: number; subject: string; text: string; lang: string; submissionId: number | null }, reason: string): OutboxMail {
  const lang = siteConfig.languages.default;
  const t = translator(lang, 'crmMail');
  let lead: Record<string, unknown> = {};
  try {
    lead = JSON.parse(row.text) as Record<string, unknown>;
  } catch {
    // A row that is not JSON still parks with its reason.
  }
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const name = [text(lead.FirstName), text(lead.Name)].filter(Boolean).join(' ') || text(lead.Email);
  const subject = t('leadParkedSubject', { name });
  return {
    kind: 'crm-lead-parked:agency',
    lang,
    to: agencyEmail(),
    replyTo: text(lead.Email) || null,
    subject,
    submissionId: row.submissionId,
    dedupeKey: `crm-lead-parked:${row.id}`,
    ...renderMail({
      lang,
      heading: subject,
      intro: [t('leadParkedIntro', { reason })],
      rows: [
        [t('kind'), row.subject],
        [t('name'), name],
        [t('email'), text(lead.Email)],
        [t('phone'), text(lead.PhoneNumber)],
        [t('subject'), text(lead.Subject)],
        [t('message'), text(lead.Content ?? lead.Comment)],
      ],
    }),
  };
}
