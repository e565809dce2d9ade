// @ts-check
/**
 * The environment variables the plain-JavaScript server reads (server/server.mjs, server/isr-cache.mjs), parsed
 * with zod, one default each. lib/env.ts includes these same schemas in `env`, so a variable has one parser and
 * one default whichever side reads it.
 */
import { z } from 'zod';

const text = z.string().optional();

export const SERVER_VARIABLES = {
  PORT: text.transform((v) => Number(v || 3000)),
  /** The memory of the result pages' cache in MB (server/isr-cache.mjs); a value that is not a number of 0 or more is 64. */
  RESULTS_CACHE_MB: text.transform((v) => {
    const mb = Number(v ?? 64);
    return Number.isFinite(mb) && mb >= 0 ? mb : 64;
  }),
  /** How many result pages render at once (server/isr-cache.mjs); unset: twice the cores, which that module counts. */
  RESULTS_RENDERS: text.transform((v) => (v ? Number(v) : undefined)),
  /** Where rendered pages are written instead of .next/server/route-cache (server/isr-cache.mjs). */
  ROUTE_CACHE_DIR: text,
  /** The proxies whose X-Forwarded-For is believed (lib/http/client-address.mjs parses it). */
  TRUSTED_PROXIES: text,
};

/**
 * One of SERVER_VARIABLES, parsed from `source` (the process's environment by default).
 * @template {keyof typeof SERVER_VARIABLES} K
 * @param {K} name
 * @param {Record<string, string | undefined>} [source]
 * @returns {z.output<(typeof SERVER_VARIABLES)[K]>}
 */
export function serverEnv(name, source = process.env) {
  return /** @type {z.output<(typeof SERVER_VARIABLES)[K]>} */ (SERVER_VARIABLES[name].parse(source[name]));
}
