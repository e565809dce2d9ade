/**
 * zod, configured for the browser too: without `jitless`, zod probes whether it may compile code with
 * `Function("")`, which the public pages' Content-Security-Policy (no 'unsafe-eval') reports as a violation on
 * every page. Modules whose schemas run in the browser import `z` from here.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
