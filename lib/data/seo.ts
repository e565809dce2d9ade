import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, properties } from '@/lib/db/schema';
import { isSupportedLocale, type Locale } from '@/lib/domain/locales';

/** A record published in some languages (properties and projects are stored once per language). */
export type SitemapRecord = { id: number; locales: Locale[]; images: string[]; lastModified: Date | null };

type Row = { id: number; lang: string; images: string[]; picture: string | null; modified: Date | null };

/** Rows (one per id and language) grouped by id, in id order, keeping the languages that are supported. */
function group(rows: Row[]): SitemapRecord[] {
  const byId = new Map<number, SitemapRecord>();
  for (const r of rows) {
    if (!isSupportedLocale(r.lang)) continue;
    let rec = byId.get(r.id);
    if (!rec)
      byId.set(
        r.id,
        (rec = { id: r.id, locales: [], images: [...new Set([r.picture, ...(r.images ?? [])].filter((x): x is string => !!x))], lastModified: r.modified }),
      );
    rec.locales.push(r.lang);
  }
  return [...byId.values()];
}

/**
 * Every property with the languages it is published in and its photos. All statuses are listed: a sold
 * or rented property still answers 200 (with its notice).
 */
export async function listSitemapProperties(): Promise<SitemapRecord[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: properties.id, lang: properties.lang, images: properties.pictures, picture: properties.smallPictureUrl, modified: properties.updatedAt })
    .from(properties)
    .orderBy(asc(properties.id), asc(properties.lang));
  return group(rows);
}

/** Every project with the languages it is published in and its photos. */
export async function listSitemapProjects(): Promise<SitemapRecord[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: projects.id, lang: projects.lang, images: projects.pictures, picture: projects.picture, modified: projects.createdAt })
    .from(projects)
    .orderBy(asc(projects.id), asc(projects.lang));
  return group(rows);
}

/** The languages a property exists in (its hreflang alternates must not point at a 404). */
export async function propertyLocales(id: number): Promise<Locale[]> {
  if (!Number.isSafeInteger(id) || id <= 0) return [];
  const db = await getDb();
  const rows = await db.select({ lang: properties.lang }).from(properties).where(eq(properties.id, id));
  return rows.map((r) => r.lang).filter(isSupportedLocale);
}

/** The languages a project exists in. */
export async function projectLocales(id: number): Promise<Locale[]> {
  if (!Number.isSafeInteger(id) || id <= 0) return [];
  const db = await getDb();
  const rows = await db.select({ lang: projects.lang }).from(projects).where(eq(projects.id, id));
  return rows.map((r) => r.lang).filter(isSupportedLocale);
}
