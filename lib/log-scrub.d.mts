/** Types of log-scrub.mjs (shared by server.mjs and lib/log.ts). */
export declare function maskEmails(text: string): string;
export declare function scrubText(text: string, limit: number): string;
