/**
 * A database of its own on a PostgreSQL server that holds the site's migrations already: a copy, made by
 * `CREATE DATABASE … TEMPLATE`, of one database migrated once per server and set of migrations, instead of
 * running every migration again for each of the dozens of databases the integration tests open. The site's
 * migrator still runs when the test opens the copy, finding nothing to do.
 */
import { openDb } from '@/lib/db/client';
import { migrationsHash } from './migrations-hash';
import { freshPostgresDatabase, onServer, type FreshDatabase } from './postgres';

const templates = new Map<string, Promise<string>>();

/**
 * The migrated template on `server`, made when missing: migrated under a name of its own, then renamed, so a
 * template is complete once it has its name, whichever test process made it first (the others drop theirs).
 * Its name changes with any migration file; nothing stays connected to it, as `CREATE DATABASE … TEMPLATE` needs.
 */
function migratedTemplate(server: string): Promise<string> {
  let template = templates.get(server);
  if (!template) {
    template = (async () => {
      const name = `agency_template_${migrationsHash()}`;
      const exists = async () => (await onServer(server, `select 1 from pg_database where datname = '${name}'`)).length > 0;
      if (await exists()) return name;
      const draft = await freshPostgresDatabase(server, `${name}_draft`);
      try {
        const handle = await openDb({ url: draft.url });
        await handle.close();
        await onServer(server, `alter database ${new URL(draft.url).pathname.slice(1)} rename to ${name}`);
      } catch (e) {
        await draft.drop();
        if (!(await exists())) throw e;
      }
      return name;
    })();
    templates.set(server, template);
    template.catch(() => templates.delete(server));
  }
  return template;
}

/** A database like `freshPostgresDatabase`'s (`prefix` and a random suffix) that holds the site's migrations already. */
export async function migratedPostgresDatabase(server: string, prefix: string): Promise<FreshDatabase> {
  return freshPostgresDatabase(server, prefix, await migratedTemplate(server));
}
