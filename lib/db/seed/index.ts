/**
 * The demo agency: editorial content, property types, generated properties, new-build projects and the owners of the portal with their history. Inserting
 * is idempotent (rows that exist are left alone); `reset` empties the demo tables first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  articles,
  articleTranslations,
  categories,
  ownerProperties,
  owners,
  portalEntries,
  projects,
  projectUnits,
  properties,
  propertyViews,
  webTypes,
} from '../schema';
import { SUPPORTED_LOCALES } from '@/lib/domain/locales';
import { articles as seedArticles, categories as seedCategories } from './content';
import { seedOwners } from './owners';
import { generateDemoProjects } from './projects';
import { generateDemoProperties, WEB_TYPES } from './properties';

export type SeedOptions = {
  properties?: number;
  reset?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** The demo owners' password (default: the one docs/owner-portal.md publishes; the seed command passes a random one in production). */
  ownerPassword?: string;
};

const BATCH = 500;

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ articles: number; properties: number; projects: number; owners: number }> {
  const count = options.properties ?? 300;
  if (options.reset) {
    await db.execute(
      sql`truncate table ${articleTranslations}, ${articles}, ${categories}, ${webTypes}, ${properties}, ${projects}, ${projectUnits}, ${portalEntries}, ${propertyViews}, ${ownerProperties}, ${owners} cascade`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(seedCategories).onConflictDoNothing();
    await tx
      .insert(articles)
      .values(
        seedArticles.map((a) => ({ id: a.id, categoryId: a.categoryId, slug: a.slug, sort: a.sort, image: a.image, publishedAt: a.publishedAt, meta: a.meta })),
      )
      .onConflictDoNothing();
    await tx
      .insert(articleTranslations)
      .values(
        seedArticles.flatMap((a) =>
          SUPPORTED_LOCALES.map((lang) => ({ articleId: a.id, lang, title: a.title[lang], summary: a.summary[lang], body: a.body[lang] })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(webTypes)
      .values(WEB_TYPES.flatMap((w) => SUPPORTED_LOCALES.map((lang) => ({ webId: w.webId, lang, name: w.name[lang] }))))
      .onConflictDoNothing();
  });
  const rows = generateDemoProperties(count);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(properties)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
    options.onProgress?.(Math.min(i + BATCH, rows.length), rows.length);
  }
  const demo = generateDemoProjects();
  await db.transaction(async (tx) => {
    await tx.insert(projects).values(demo.projects).onConflictDoNothing();
    await tx.insert(projectUnits).values(demo.units).onConflictDoNothing();
  });
  const ownerCount = await seedOwners(db, new Date(), options.ownerPassword);
  return { articles: seedArticles.length, properties: count, projects: new Set(demo.projects.map((p) => p.id)).size, owners: ownerCount };
}
