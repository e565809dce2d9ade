/** Types of isr-cache.mjs (the route cache handler of next.config.ts). */
export declare const isResultPageKey: (key: string) => boolean;
/** How many result pages render at once (RESULTS_RENDERS, default twice the cores). */
export declare const RENDER_SLOTS: number;
/** The longest a render holds its slot when it never stores its page. */
export declare const RENDER_SLOT_MS: number;

export default class SiteCache {
  constructor(ctx: { fs: unknown; serverDistDir: string; flushToDisk?: boolean; revalidatedTags: string[]; maxMemoryCacheSize?: number });
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
}
