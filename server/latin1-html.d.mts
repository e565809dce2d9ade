/** Types of latin1-html.mjs (used by the route cache, server/isr-cache.mjs). */
export declare function latin1Html(html: string): string;
