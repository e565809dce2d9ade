/** The names of the web types (house, flat, …) in a language, for the demand form's choices and mails. */
import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { webTypes } from '@/lib/db/schema';

/** Every web type of a language, by name. */
export async function webTypesByName(lang: string, db?: Db): Promise<{ webId: number; name: string }[]> {
  const d = db ?? (await getDb());
  return d.select({ webId: webTypes.webId, name: webTypes.name }).from(webTypes).where(eq(webTypes.lang, lang)).orderBy(asc(webTypes.name));
}

/** The names of these web types in a language (those it has). */
export async function webTypeNames(ids: number[], lang: string, db?: Db): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const d = db ?? (await getDb());
  const rows = await d
    .select({ webId: webTypes.webId, name: webTypes.name })
    .from(webTypes)
    .where(and(inArray(webTypes.webId, ids), eq(webTypes.lang, lang)));
  return new Map(rows.map((r) => [r.webId, r.name]));
}
