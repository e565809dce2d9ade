/** Types of escape-html.mjs (shared by server.mjs and lib/mail/template.ts). */
export declare function escapeHtml(text: string): string;
