/** The demo agency (lib/db/seed) loaded into a database: `npm run seed`, the benchmarks' and end-to-end tests' set-up. */
import 'server-only';

export { seedDemo } from '@/lib/db/seed';
export { demoOwnerPassword } from '@/lib/db/seed/owners';
