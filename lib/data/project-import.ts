/**
 * The project import's writes: the rows lib/import/project-import.ts read from the CRM's projects, written to
 * `projects` and `project_units`, and the removal of what a full list no longer holds.
 *
 * - A project is written in one transaction: its rows (one per language) replaced, and its units
 *   (language-neutral) replaced by those given; a project without units given keeps its units.
 * - Projects are written in batches, each in its own transaction: as many projects as fit in the
 *   thread's time budget (`TURN_BUDGET_MS`, at least one project), then the event loop gets a turn, so that the
 *   site's waiting requests are answered between batches.
 */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { projects, projectUnits } from '@/lib/db/schema';
import { giveTurn, TURN_BUDGET_MS } from '@/lib/domain/turns';

/** A row of `projects` as written (one per project and language). */
export type ProjectInsert = typeof projects.$inferInsert;
/** A row of `project_units` as written. */
export type ProjectUnitInsert = typeof projectUnits.$inferInsert;

/**
 * Writes each project of `rowsOf` (its rows in every language, by project ID) with its units from `unitsOf` (a
 * project missing there keeps its units; an empty list empties them), in batches of the time budget.
 */
export async function writeProjects(db: Db, rowsOf: Map<number, ProjectInsert[]>, unitsOf: Map<number, ProjectUnitInsert[]>): Promise<void> {
  const projectIds = [...rowsOf.keys()];
  // PGlite runs in the site's own thread: a batch writes projects until its time budget is used, commits, and the
  // import waits for the event loop's next turn, so that the requests that arrived meanwhile are answered first.
  for (let next = 0; next < projectIds.length;) {
    const batchStarted = performance.now();
    next = await db.transaction(async (tx) => {
      let at = next;
      do {
        const projectId = projectIds[at++] as number;
        for (const row of rowsOf.get(projectId) ?? []) {
          const { id: _id, lang: _lang, createdAt, ...rest } = row;
          await tx
            .insert(projects)
            .values(row)
            .onConflictDoUpdate({ target: [projects.id, projects.lang], set: createdAt ? { ...rest, createdAt } : rest });
        }
        const units = unitsOf.get(projectId);
        if (units) {
          await tx.delete(projectUnits).where(sql`${projectUnits.projectId} = ${projectId}`);
          if (units.length) await tx.insert(projectUnits).values(units);
        }
      } while (at < projectIds.length && performance.now() - batchStarted < TURN_BUDGET_MS);
      return at;
    });
    await giveTurn();
  }
}

/**
 * What a full list no longer holds, removed in one transaction: every project row whose (ID, language) is not
 * among `kept` and whose ID is not in `keepIds` (a project whose record was rejected stays), and the units of a
 * project left without any row. Returns the IDs removed in every language, ascending.
 */
export async function removeProjectsNotIn(db: Db, kept: { id: number; lang: string }[], keepIds: number[]): Promise<number[]> {
  let removed: number[] = [];
  await db.transaction(async (tx) => {
    const pairs = kept.map((r) => `${r.id}:${r.lang}`);
    const gone = await tx
      .delete(projects)
      .where(
        sql`(${projects.id}::text || ':' || ${projects.lang}) <> all(${`{${pairs.map((p) => `"${p}"`).join(',')}}`}::text[])
            and ${projects.id} <> all(${`{${keepIds.join(',')}}`}::int[])`,
      )
      .returning({ id: projects.id });
    const goneIds = [...new Set(gone.map((g) => g.id))];
    if (goneIds.length) {
      const left = await tx.selectDistinct({ id: projects.id }).from(projects).where(inArray(projects.id, goneIds));
      const stay = new Set(left.map((l) => l.id));
      removed = goneIds.filter((id) => !stay.has(id)).sort((a, b) => a - b);
      if (removed.length) await tx.delete(projectUnits).where(inArray(projectUnits.projectId, removed));
    }
  });
  return removed;
}
