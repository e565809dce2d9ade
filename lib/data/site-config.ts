/**
 * The published site configuration (`npm run config:publish`): the seven files of config/ stored as one
 * JSON object with a version, the time and a checksum. Every instance polls the latest version
 * (server/live-updates.ts) and takes it once it validates. Takes the connection it works on (the
 * command line's own, or the site's).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { siteConfigs } from '@/lib/db/schema';

export type ConfigFiles = Record<string, unknown>;
export type PublishedConfig = { version: number; files: ConfigFiles; checksum: string; publishedAt: Date };

/** JSON with object keys in order, so that equal configurations give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the configuration's canonical JSON. */
export const configChecksum = (files: ConfigFiles): string => createHash('sha256').update(canonical(files)).digest('hex');

/**
 * Stores `files` (already validated by the caller) as the newest version, unless the newest version is the
 * same configuration: then nothing is stored and `unchanged` is true.
 */
export async function publishSiteConfig(db: Db, files: ConfigFiles): Promise<{ version: number; checksum: string; unchanged: boolean }> {
  const checksum = configChecksum(files);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: siteConfigs.version, checksum: siteConfigs.checksum })
      .from(siteConfigs)
      .orderBy(desc(siteConfigs.version))
      .limit(1);
    if (latest?.checksum === checksum) return { version: latest.version, checksum, unchanged: true };
    const row = oneRow(await tx.insert(siteConfigs).values({ files, checksum }).returning({ version: siteConfigs.version }), 'the new configuration version');
    return { version: row.version, checksum, unchanged: false };
  });
}

/** The newest published version, 0 when none was ever published (the site then uses its bundled configuration). */
export async function latestSiteConfigVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: max(siteConfigs.version) }).from(siteConfigs);
  return row?.version ?? 0;
}

/** A published version (the newest when `version` is left out), or null. */
export async function readPublishedSiteConfig(db: Db, version?: number): Promise<PublishedConfig | null> {
  const query = db.select().from(siteConfigs);
  const [row] = await (version === undefined ? query.orderBy(desc(siteConfigs.version)).limit(1) : query.where(eq(siteConfigs.version, version)));
  return row ? { version: row.version, files: row.files, checksum: row.checksum, publishedAt: row.publishedAt } : null;
}
