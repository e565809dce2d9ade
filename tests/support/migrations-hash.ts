/** A name for the site's migrations as they are now: it changes with any migration file (and whatever `extra` names). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';

export function migrationsHash(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    const path = join(f.parentPath, f.name);
    hash.update(path.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}
