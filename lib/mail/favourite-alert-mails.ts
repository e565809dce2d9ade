/**
 * Alerts on favourites, in mails:
 *
 * - `registerFavouriteAlert` (inside the form's transaction) stores a pending sign-up with what the visitor
 *   knows of each property now, and queues the one mail a sign-up sends: the link that confirms it (with the
 *   cancel link). Nothing else goes to that address until the link is followed.
 * - `queueFavouriteAlerts` runs after every import and CRM sync: it records the changes of the properties
 *   that confirmed sign-ups follow (a lower price, under option, sold, rented, withdrawn), then queues for each
 *   sign-up with changes and no mail in the last 24 hours one mail listing them all. Changes found within
 *   the day wait for the first run after it: at most one mail a day per sign-up. `startFavouriteAlerts` also
 *   runs it every hour in the server, so a held mail goes out once its day has passed without waiting for an import.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteDatabase, type Db, type Executor } from '@/lib/data/connection';
import { dueFavouriteDigests, insertFavouriteAlert, markFavouriteDigestQueued, recordFavouriteChanges, type DueDigest } from '@/lib/data/favourite-alerts';
import { enqueueMail, type OutboxMail } from '@/lib/data/outbox';
import { formatMoney } from '@/lib/domain/money';
import { formLocale, translator } from '@/lib/i18n/translate';
import { log } from '@/lib/log';
import { siteLink } from './links';
import { renderMail } from './template';

/** The kinds of a favourite alert's mails: each carries List-Unsubscribe with the sign-up's cancel link. */
const FAVOURITE_ALERT_CONFIRM = 'favourite-alert-confirm';
const FAVOURITE_ALERT_DIGEST = 'favourite-alert';

const favouriteAlertConfirmLink = (lang: string, token: string) => siteLink(lang, '/favourite-alert/[token]/confirm', { token });
const favouriteAlertCancelLink = (lang: string, token: string) => siteLink(lang, '/favourite-alert/[token]/cancel', { token });

/** Store a pending sign-up and queue its confirmation mail, in the caller's transaction. */
export async function registerFavouriteAlert(tx: Executor, submissionId: number, s: { lang: string; email: string; propertyIds: number[] }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The browser's own key to its sign-up (lib/data favouriteAlertManageToken), never mailed: it cannot confirm.
  const manageToken = randomBytes(32).toString('base64url');
  const lang = formLocale(s.lang);
  await insertFavouriteAlert(tx, { submissionId, token, manageToken, lang, email: s.email, propertyIds: s.propertyIds });
  const t = translator(lang, 'favourite-alert.mail');
  const content = renderMail({
    lang,
    heading: t('confirmHeading'),
    // The address was typed by whoever posted the form: the mail repeats nothing typed.
    intro: [t('confirmIntro', { count: s.propertyIds.length })],
    action: { label: t('confirmAction'), url: favouriteAlertConfirmLink(lang, token) },
    outro: [t('confirmOutro'), t('cancelHint', { url: favouriteAlertCancelLink(lang, token) })],
  });
  await enqueueMail(tx, { kind: FAVOURITE_ALERT_CONFIRM, lang, to: s.email, subject: t('confirmSubject'), submissionId, typedRecipient: true, ...content });
  return token;
}

/** One mail listing a sign-up's changes: one row per property, each change in words, with the property's link. */
function digestMail({ alert, changes }: DueDigest): OutboxMail {
  const lang = formLocale(alert.lang);
  const t = translator(lang, 'favourite-alert.mail');
  const byProperty = new Map<number, DueDigest['changes']>();
  for (const c of changes) byProperty.set(c.propertyId, [...(byProperty.get(c.propertyId) ?? []), c]);
  const rows: [string, string][] = [];
  for (const [propertyId, list] of byProperty) {
    const p = list[0]?.property ?? null;
    const name = p?.title || `#${propertyId}`;
    const what = list.map((c) =>
      c.kind === 'price-drop'
        ? t('change.price-drop', { from: formatMoney(c.oldPrice ?? 0, p?.priceUnitText), to: formatMoney(c.newPrice ?? 0, p?.priceUnitText) })
        : t(`change.${c.kind as 'option' | 'sold' | 'rented' | 'withdrawn'}`),
    );
    const place = [p?.reference, p?.place].filter(Boolean).join(', ');
    const withdrawn = list.some((c) => c.kind === 'withdrawn');
    rows.push([name, [...what, place, withdrawn ? '' : siteLink(lang, '/property/[id]', { id: propertyId })].filter(Boolean).join('\n')]);
  }
  const first = changes[0];
  const content = renderMail({
    lang,
    heading: t('alertHeading'),
    intro: [t('alertIntro', { count: byProperty.size })],
    rows,
    outro: [t('alertOutro'), t('cancelHint', { url: favouriteAlertCancelLink(lang, alert.token) })],
  });
  return {
    kind: FAVOURITE_ALERT_DIGEST,
    lang,
    to: alert.email,
    subject: byProperty.size === 1 ? t('alertSubjectOne', { title: rows[0]?.[0] ?? '' }) : t('alertSubjectMany', { count: byProperty.size }),
    submissionId: alert.submissionId,
    // One mail per batch of changes, whatever the number of runs that see it.
    dedupeKey: `favourite-alert:${alert.id}:${first?.id ?? 0}`,
    ...content,
  };
}

/**
 * After an import or a CRM sync: record what changed for the confirmed sign-ups, then queue the mails due
 * (one per sign-up, at most one a day). Returns the number of mails queued.
 */
export async function queueFavouriteAlerts(db: Db): Promise<number> {
  const recorded = await recordFavouriteChanges(db);
  let queued = 0;
  for (const digest of await dueFavouriteDigests(db)) {
    if (!digest.changes.length) continue;
    const mail = digestMail(digest);
    const done = await db.transaction(async (tx) => {
      if (
        !(await markFavouriteDigestQueued(
          tx,
          digest.alert.id,
          digest.changes.map((c) => c.id),
        ))
      )
        return false;
      await enqueueMail(tx, mail);
      return true;
    });
    if (done) queued++;
  }
  if (recorded || queued) log.info('favourite-alerts.queued', { changes: recorded, mails: queued });
  return queued;
}

/** How often the server runs queueFavouriteAlerts besides the imports: a held mail goes out at most this long after its day. */
const FAVOURITE_ALERTS_INTERVAL_MS = 60 * 60_000;
const globalForAlerts = globalThis as unknown as { __favouriteAlertsTimer?: ReturnType<typeof setInterval> };

/** Runs queueFavouriteAlerts every FAVOURITE_ALERTS_INTERVAL_MS in this process (once, however often it is called). */
export function startFavouriteAlerts(): void {
  if (globalForAlerts.__favouriteAlertsTimer) return;
  const run = () =>
    siteDatabase()
      .then((handle) => queueFavouriteAlerts(handle.db))
      .catch((error: unknown) => log.error('favourite-alerts.failed', { error }));
  globalForAlerts.__favouriteAlertsTimer = setInterval(() => void run(), FAVOURITE_ALERTS_INTERVAL_MS);
  globalForAlerts.__favouriteAlertsTimer.unref?.();
}
