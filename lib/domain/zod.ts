/**
 * zod for the modules whose schemas run in the browser too, the forms (`import * as z from
 * '@/lib/domain/zod'`): `zod/mini`, whose functions a bundler keeps only when used (about a fifth of
 * zod's classic API, which ships whole). Server-only modules (config, import, CLI) use `zod` itself.
 *
 * `jitless`: without it, zod probes whether it may compile code with `Function("")`, which the public
 * pages' Content-Security-Policy (no 'unsafe-eval') reports as a violation on every page.
 */
import { config } from 'zod/mini';

config({ jitless: true });

// Re-exported name by name (not as one namespace object), so that a bundler keeps only what is used.
export * from 'zod/mini';
