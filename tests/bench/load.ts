/**
 * What the throughput benchmarks share (run.ts, framework.ts): a URL's answer checked before it is measured, and
 * its measurement with autocannon (closed loop: each connection sends its next request as soon as the previous
 * answer arrives). Requests carry no `Accept-Encoding`, so answers are not compressed.
 */
import autocannon, { type Result } from 'autocannon';

/** One answer, as a check reads it. */
export type Probe = { status: number; type: string; body: string; cache: string | null; location: string | null };

/** What is measured: one URL, or a sequence of URLs (`next`) the connections share. */
export type Target = {
  name: string;
  path: string;
  /** What is wrong with the answer (its body and content type), or null when it is real content. */
  check: (body: string, type: string) => string | null;
  /** The URL of each request, when they are not all `path` (the filtered listings). */
  next?: () => string;
  /** URLs requested once before the measurement, as earlier visitors did; each must answer 200 with HTML. */
  visited?: string[];
  /** What the row measures, for the results file. */
  note?: string;
};

export async function get(base: string, path: string): Promise<Probe> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
    cache: response.headers.get('x-nextjs-cache') ?? response.headers.get('x-nextjs-prerender'),
    location: response.headers.get('location'),
  };
}

/** A check: HTML of at least `minLength` characters, holding `mustContain` when given. */
export const html = (minLength: number, mustContain?: RegExp, what?: string) => (body: string, type: string) => {
  if (!type.includes('text/html')) return `content-type is ${type || 'missing'}, not HTML`;
  if (body.length < minLength) return `only ${body.length} characters of HTML`;
  if (mustContain && !mustContain.test(body)) return `no ${what ?? mustContain.source} in the page`;
  return null;
};

/** A few sequential requests (ISR pages are rendered and cached by the first), then the content check. */
export async function warmAndCheck(base: string, target: Target): Promise<Probe> {
  let probe = await get(base, target.path);
  for (let i = 0; i < 4; i++) probe = await get(base, target.path);
  if (probe.status !== 200) {
    throw new Error(`${target.name} (${target.path}) answers ${probe.status}${probe.location ? ` → ${probe.location}` : ''}, not 200`);
  }
  const problem = target.check(probe.body, probe.type);
  if (problem) throw new Error(`${target.name} (${target.path}): ${problem}`);
  return probe;
}

/** Requests each URL once (earlier visitors: renders and caches it); all must answer 200 with HTML. Returns how many linked `hit`. */
export async function visit(base: string, target: Target, urls: string[], hit: RegExp): Promise<number> {
  let withHits = 0;
  for (const url of urls) {
    const probe = await get(base, url);
    if (probe.status !== 200 || !probe.type.includes('text/html')) {
      throw new Error(`${target.name}: ${url} answers ${probe.status} (${probe.type})${probe.location ? ` → ${probe.location}` : ''}, not 200 with HTML`);
    }
    if (hit.test(probe.body)) withHits++;
  }
  return withHits;
}

/** A load under way, so that Ctrl-C can stop it. */
let running: { stop: () => void } | null = null;
export const stopLoad = () => running?.stop();

/**
 * `connections` closed-loop connections on `target` for `seconds`; with `target.next`, one shared sequence of
 * URLs for all connections (request after request walks through them). Also returns the distinct URLs requested.
 */
export async function load(base: string, target: Target, seconds: number, connections: number): Promise<{ result: Result; urls: Set<string> }> {
  const urls = new Set(target.next ? [] : [target.path]);
  const next = target.next
    ? () => {
        const url = target.next!();
        urls.add(url);
        return url;
      }
    : undefined;
  const instance = autocannon({
    url: `${base}${target.path}`,
    connections,
    duration: seconds,
    timeout: 30,
    ...(next ? { requests: [{ setupRequest: (request: { path?: string }) => ({ ...request, path: next() }) }] } : {}),
  });
  running = instance;
  try {
    return { result: await instance, urls };
  } finally {
    running = null;
  }
}
