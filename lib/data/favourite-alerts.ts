/**
 * Alerts on favourites in the database: a pending sign-up stored with its random token and a snapshot of
 * each followed property (what the visitor knows of it now), what the confirm and cancel links do (both
 * idempotent; a cancelled sign-up cannot be confirmed again), what the signing-up browser does with its manage
 * token (read the sign-up's state, follow its favourites as they change, stop), the changes found after an
 * import, and the digests due (lib/mail/favourite-alert-mails.ts writes the mails).
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { favouriteAlertChanges, favouriteAlertProperties, favouriteAlerts, properties } from '@/lib/db/schema';
import {
  ALERT_DIGEST_INTERVAL_MS,
  favouriteChanges,
  followedState,
  type FavouriteChangeKind,
  type FollowedSnapshot,
  type FollowedState,
} from '@/lib/domain/favourite-alerts';
import { isDemandToken as isLinkToken, type DemandStatus as FavouriteAlertStatus, type LinkOutcome } from './demands';

type FavouriteAlertRow = typeof favouriteAlerts.$inferSelect;
type FollowedProperty = typeof favouriteAlertProperties.$inferSelect;
type FavouriteChangeRow = typeof favouriteAlertChanges.$inferSelect;

type CurrentProperty = {
  price: number | null;
  publishPrice: boolean;
  state: FollowedState;
  title: string;
  reference: string;
  place: string;
  priceUnitText: string | null;
};

/** The properties as they are now, in `lang` when they have it (else in any language), by ID. */
async function currentProperties(db: Executor, ids: number[], lang: string): Promise<Map<number, CurrentProperty>> {
  const found = new Map<number, CurrentProperty & { lang: string }>();
  if (!ids.length) return found;
  const rows = await db
    .select({
      id: properties.id,
      lang: properties.lang,
      price: properties.price,
      publishPrice: properties.publishPrice,
      status: properties.status,
      title: properties.title,
      reference: properties.reference,
      zip: properties.zip,
      city: properties.city,
      priceUnitText: properties.priceUnitText,
    })
    .from(properties)
    .where(inArray(properties.id, ids));
  for (const r of rows) {
    const known = found.get(r.id);
    if (known && known.lang === lang) continue;
    found.set(r.id, {
      lang: r.lang,
      price: r.price,
      publishPrice: r.publishPrice,
      state: followedState(r.status),
      title: r.title,
      reference: r.reference,
      place: `${r.zip} ${r.city}`.trim(),
      priceUnitText: r.priceUnitText,
    });
  }
  return found;
}

/** Which of these property IDs are on the site (in any language). */
export async function existingPropertyIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Start following these properties from what they are now (in the sign-up's language); a property not on the site is left out. */
async function followFrom(tx: Executor, alertId: number, propertyIds: number[], lang: string): Promise<void> {
  const now = await currentProperties(tx, propertyIds, lang);
  const rows = [...now].map(([propertyId, p]) => ({ alertId, propertyId, ...p }));
  if (rows.length) await tx.insert(favouriteAlertProperties).values(rows).onConflictDoNothing();
}

/** Store a pending sign-up and what the visitor knows of each property now, in the caller's transaction. */
export async function insertFavouriteAlert(
  tx: Executor,
  a: { submissionId: number; token: string; manageToken: string; lang: string; email: string; propertyIds: number[] },
): Promise<number> {
  const { id } = oneRow(
    await tx
      .insert(favouriteAlerts)
      .values({ submissionId: a.submissionId, token: a.token, manageToken: a.manageToken, lang: a.lang, email: a.email })
      .returning({ id: favouriteAlerts.id }),
    'the new favourite alert',
  );
  await followFrom(tx, id, a.propertyIds, a.lang);
  return id;
}

/** What the browser that signed up learns of its sign-up: its state and how many properties it follows (the address stays on the server). */
export type FavouriteAlertFollowing = { status: FavouriteAlertStatus; count: number };

/** The manage token of the sign-up a submission registered: the form's answer gives it to the browser that posted it. */
export async function favouriteAlertManageToken(submissionId: number, db?: Db): Promise<string | null> {
  const [a] = await (db ?? (await getDb()))
    .select({ manageToken: favouriteAlerts.manageToken })
    .from(favouriteAlerts)
    .where(eq(favouriteAlerts.submissionId, submissionId))
    .limit(1);
  return a?.manageToken ?? null;
}

async function byManageToken(db: Executor, manageToken: string): Promise<Pick<FavouriteAlertRow, 'id' | 'status' | 'lang'> | null> {
  if (typeof manageToken !== 'string' || !isLinkToken(manageToken)) return null;
  const [row] = await db
    .select({ id: favouriteAlerts.id, status: favouriteAlerts.status, lang: favouriteAlerts.lang })
    .from(favouriteAlerts)
    .where(eq(favouriteAlerts.manageToken, manageToken));
  return row ?? null;
}

async function followedCount(db: Executor, alertId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(favouriteAlertProperties)
    .where(eq(favouriteAlertProperties.alertId, alertId));
  return row?.n ?? 0;
}

/** A sign-up's state by its manage token, changing nothing; null for a token no sign-up has. */
export async function favouriteAlertFollowing(manageToken: string, db?: Db): Promise<FavouriteAlertFollowing | null> {
  const d = db ?? (await getDb());
  const alert = await byManageToken(d, manageToken);
  if (!alert) return null;
  return { status: alert.status as FavouriteAlertStatus, count: alert.status === 'cancelled' ? 0 : await followedCount(d, alert.id) };
}

/**
 * The browser's favourites changed: a pending or confirmed sign-up now follows exactly these properties. One
 * added is followed from what it is now (a property not on the site is left out, as at the sign-up); one let go is
 * no longer followed, and its changes not mailed yet are dropped, so nothing is mailed about it. A cancelled
 * sign-up is left as it is. Null for a token no sign-up has.
 */
export async function followFavourites(manageToken: string, propertyIds: number[], db?: Db): Promise<FavouriteAlertFollowing | null> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const alert = await byManageToken(tx, manageToken);
    if (!alert) return null;
    const status = alert.status as FavouriteAlertStatus;
    if (status === 'cancelled') return { status, count: 0 };
    const wanted = [...new Set(propertyIds)];
    const followed = (
      await tx.select({ id: favouriteAlertProperties.propertyId }).from(favouriteAlertProperties).where(eq(favouriteAlertProperties.alertId, alert.id))
    ).map((r) => r.id);
    const gone = followed.filter((id) => !wanted.includes(id));
    if (gone.length) {
      await tx.delete(favouriteAlertProperties).where(and(eq(favouriteAlertProperties.alertId, alert.id), inArray(favouriteAlertProperties.propertyId, gone)));
      await tx
        .delete(favouriteAlertChanges)
        .where(and(eq(favouriteAlertChanges.alertId, alert.id), inArray(favouriteAlertChanges.propertyId, gone), isNull(favouriteAlertChanges.mailedAt)));
    }
    const added = wanted.filter((id) => !followed.includes(id));
    if (added.length) await followFrom(tx, alert.id, added, alert.lang);
    return { status, count: await followedCount(tx, alert.id) };
  });
}

/** The signing-up browser stops the alerts (as the mailed cancel link does); idempotent. Null for a token no sign-up has. */
export async function stopFavouriteAlert(manageToken: string, db?: Db): Promise<FavouriteAlertFollowing | null> {
  const d = db ?? (await getDb());
  const alert = await byManageToken(d, manageToken);
  if (!alert) return null;
  await cancelAlert(d, alert.id);
  return { status: 'cancelled', count: 0 };
}

/** pending or confirmed → cancelled, whoever stops the alerts (the mailed link, one-click unsubscribe, the browser); false when it was cancelled already. */
async function cancelAlert(db: Executor, alertId: number): Promise<boolean> {
  const [row] = await db
    .update(favouriteAlerts)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(favouriteAlerts.id, alertId), inArray(favouriteAlerts.status, ['pending', 'confirmed'])))
    .returning({ id: favouriteAlerts.id });
  return !!row;
}

/** pending → confirmed; false when it was not pending (confirmed or cancelled already). */
async function confirmAlert(db: Executor, alertId: number): Promise<boolean> {
  const [row] = await db
    .update(favouriteAlerts)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(favouriteAlerts.id, alertId), eq(favouriteAlerts.status, 'pending')))
    .returning({ id: favouriteAlerts.id });
  return !!row;
}

async function findByToken(db: Db, token: string): Promise<FavouriteAlertRow | null> {
  if (typeof token !== 'string' || !isLinkToken(token)) return null;
  const [row] = await db.select().from(favouriteAlerts).where(eq(favouriteAlerts.token, token));
  return row ?? null;
}

/** A sign-up's status by its token, changing nothing (what the link's page shows before its button is pressed). */
async function favouriteAlertStatus(db: Db, token: string): Promise<FavouriteAlertStatus | null> {
  return ((await findByToken(db, token))?.status as FavouriteAlertStatus | undefined) ?? null;
}

/** What a link does: pending → confirmed (confirm), pending or confirmed → cancelled (cancel). */
export async function followFavouriteAlertLink(db: Db, action: 'confirm' | 'cancel', token: string): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return 'unknown';
  const changed = action === 'confirm' ? await confirmAlert(db, found.id) : await cancelAlert(db, found.id);
  if (changed) return action === 'confirm' ? 'confirmed' : 'cancelled';
  const [now] = await db.select({ status: favouriteAlerts.status }).from(favouriteAlerts).where(eq(favouriteAlerts.id, found.id));
  return now?.status === 'confirmed' ? 'already-confirmed' : 'already-cancelled';
}

/** A sign-up's status on the site's connection (the GET of its links' pages). */
export async function favouriteAlertStatusByToken(token: string): Promise<FavouriteAlertStatus | null> {
  return favouriteAlertStatus(await getDb(), token);
}

/** The cancel link (or one-click unsubscribe) on the site's connection. */
export async function cancelFavouriteAlertByToken(token: string): Promise<LinkOutcome> {
  return followFavouriteAlertLink(await getDb(), 'cancel', token);
}

/** The sign-up registered by a submission (its cancel token and language), for its mails' List-Unsubscribe. */
export async function favouriteAlertOfSubmission(db: Db, submissionId: number): Promise<{ token: string; lang: string } | null> {
  const [a] = await db
    .select({ token: favouriteAlerts.token, lang: favouriteAlerts.lang })
    .from(favouriteAlerts)
    .where(eq(favouriteAlerts.submissionId, submissionId))
    .limit(1);
  return a ?? null;
}

/**
 * Compare every property a confirmed sign-up follows with what it is now: the snapshot moves on to the
 * present, and each change that is news (lib/domain/favourite-alerts) is recorded for the next mail.
 * A snapshot changed meanwhile by another run is left to that run (each change recorded once).
 * Returns the number of changes recorded.
 */
export async function recordFavouriteChanges(db: Db): Promise<number> {
  const followed = await db
    .select({ item: favouriteAlertProperties, lang: favouriteAlerts.lang })
    .from(favouriteAlertProperties)
    .innerJoin(favouriteAlerts, eq(favouriteAlerts.id, favouriteAlertProperties.alertId))
    .where(eq(favouriteAlerts.status, 'confirmed'));
  if (!followed.length) return 0;
  const byLang = new Map<string, Map<number, CurrentProperty>>();
  for (const lang of new Set(followed.map((f) => f.lang))) {
    byLang.set(lang, await currentProperties(db, [...new Set(followed.filter((f) => f.lang === lang).map((f) => f.item.propertyId))], lang));
  }
  let recorded = 0;
  for (const { item, lang } of followed) {
    const now = byLang.get(lang)?.get(item.propertyId);
    const before: FollowedSnapshot = { price: item.price, publishPrice: item.publishPrice, state: item.state as FollowedState };
    const after: CurrentProperty = now ?? { ...item, price: null, publishPrice: false, state: 'withdrawn' };
    if (after.price === item.price && after.publishPrice === item.publishPrice && after.state === item.state && after.title === item.title) continue;
    const kinds = favouriteChanges(before, after);
    recorded += await db.transaction(async (tx) => {
      const moved = await tx
        .update(favouriteAlertProperties)
        .set({
          price: after.price,
          publishPrice: after.publishPrice,
          state: after.state,
          title: after.title,
          reference: after.reference,
          place: after.place,
          priceUnitText: after.priceUnitText,
        })
        .where(
          and(
            eq(favouriteAlertProperties.alertId, item.alertId),
            eq(favouriteAlertProperties.propertyId, item.propertyId),
            eq(favouriteAlertProperties.state, item.state),
            item.price === null ? isNull(favouriteAlertProperties.price) : eq(favouriteAlertProperties.price, item.price),
          ),
        )
        .returning({ id: favouriteAlertProperties.alertId });
      if (!moved.length || !kinds.length) return 0;
      await tx.insert(favouriteAlertChanges).values(
        kinds.map((kind: FavouriteChangeKind) => ({
          alertId: item.alertId,
          propertyId: item.propertyId,
          kind,
          oldPrice: kind === 'price-drop' ? item.price : null,
          newPrice: kind === 'price-drop' ? after.price : null,
        })),
      );
      return kinds.length;
    });
  }
  return recorded;
}

export type DueDigest = { alert: FavouriteAlertRow; changes: (FavouriteChangeRow & { property: FollowedProperty | null })[] };

/** The confirmed sign-ups with changes not mailed yet whose last mail is a day old or more (or never sent), with those changes. */
export async function dueFavouriteDigests(db: Db): Promise<DueDigest[]> {
  const cutoff = new Date(Date.now() - ALERT_DIGEST_INTERVAL_MS);
  const alerts = await db
    .select()
    .from(favouriteAlerts)
    .where(
      and(
        eq(favouriteAlerts.status, 'confirmed'),
        or(isNull(favouriteAlerts.lastMailedAt), lte(favouriteAlerts.lastMailedAt, cutoff)),
        sql`exists (select 1 from ${favouriteAlertChanges} c where c.alert_id = ${favouriteAlerts.id} and c.mailed_at is null)`,
      ),
    );
  if (!alerts.length) return [];
  const ids = alerts.map((a) => a.id);
  const changes = await db
    .select()
    .from(favouriteAlertChanges)
    .where(and(inArray(favouriteAlertChanges.alertId, ids), isNull(favouriteAlertChanges.mailedAt)))
    .orderBy(asc(favouriteAlertChanges.id));
  const items = await db.select().from(favouriteAlertProperties).where(inArray(favouriteAlertProperties.alertId, ids));
  const item = (alertId: number, propertyId: number) => items.find((i) => i.alertId === alertId && i.propertyId === propertyId) ?? null;
  return alerts.map((alert) => ({
    alert,
    changes: changes.filter((c) => c.alertId === alert.id).map((c) => ({ ...c, property: item(alert.id, c.propertyId) })),
  }));
}

/**
 * Mark a digest as queued, in the transaction that queues its mail: the sign-up's last mail is now and its
 * changes are mailed. False when another run queued one within the day meanwhile (the caller rolls back).
 */
export async function markFavouriteDigestQueued(tx: Executor, alertId: number, changeIds: number[]): Promise<boolean> {
  const cutoff = new Date(Date.now() - ALERT_DIGEST_INTERVAL_MS);
  const claimed = await tx
    .update(favouriteAlerts)
    .set({ lastMailedAt: sql`now()` })
    .where(and(eq(favouriteAlerts.id, alertId), or(isNull(favouriteAlerts.lastMailedAt), lte(favouriteAlerts.lastMailedAt, cutoff))))
    .returning({ id: favouriteAlerts.id });
  if (!claimed.length) return false;
  await tx
    .update(favouriteAlertChanges)
    .set({ mailedAt: sql`now()` })
    .where(and(inArray(favouriteAlertChanges.id, changeIds), isNull(favouriteAlertChanges.mailedAt)));
  return true;
}
