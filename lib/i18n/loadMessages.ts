/**
 * Loading a language's messages in the browser, from the site's own route (`/api/messages/{locale}/`).
 *
 * Pages get their messages on the server (next-intl bundles them), so nothing needs this yet: it is for
 * code that loads translations in the browser (an embedded widget, a language switch without a reload).
 * As the spec says of the translation backend, a failed load is retried up to 5 times, waiting 350 ms
 * and doubling each time (350, 700, 1400, 2800, 5600 ms). A network error, a 408, a 429 and a 5xx are
 * retried; any other answer (a 404 for a language that is not enabled) fails at once.
 */
import type { Locale } from './locales';

export type Messages = Record<string, unknown>;

export const MESSAGE_RETRIES = 5;
export const MESSAGE_RETRY_DELAY_MS = 350;

/** The wait before each retry: 350, 700, 1400, 2800, 5600 ms. */
export const retryDelays = (retries = MESSAGE_RETRIES, first = MESSAGE_RETRY_DELAY_MS) => Array.from({ length: retries }, (_, i) => first * 2 ** i);

export class MessagesLoadError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MessagesLoadError';
  }
}

type Options = {
  fetch?: typeof fetch;
  /** The route's address, e.g. when the site is embedded elsewhere; default the same origin. */
  baseUrl?: string;
  retries?: number;
  initialDelayMs?: number;
  signal?: AbortSignal;
};

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The messages of `locale`, retried on failure (see above); rejects with a MessagesLoadError after the last try. */
export async function loadMessages(locale: Locale, options: Options = {}): Promise<Messages> {
  const { fetch: fetchFn = globalThis.fetch, baseUrl = '', retries = MESSAGE_RETRIES, initialDelayMs = MESSAGE_RETRY_DELAY_MS, signal } = options;
  const url = `${baseUrl}/api/messages/${encodeURIComponent(locale)}/`;
  const delays = retryDelays(retries, initialDelayMs);
  let last: MessagesLoadError | null = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1], signal);
    try {
      const response = await fetchFn(url, { headers: { Accept: 'application/json' }, signal });
      if (response.ok) return (await response.json()) as Messages;
      last = new MessagesLoadError(`messages of ${locale}: HTTP ${response.status}`, attempt + 1, response.status);
      if (!retryable(response.status)) throw last;
    } catch (error) {
      if (error instanceof MessagesLoadError && !retryable(error.status ?? 500)) throw error;
      if (signal?.aborted) throw signal.reason;
      if (!(error instanceof MessagesLoadError)) last = new MessagesLoadError(`messages of ${locale}: ${error instanceof Error ? error.message : String(error)}`, attempt + 1);
    }
  }
  throw last!;
}
