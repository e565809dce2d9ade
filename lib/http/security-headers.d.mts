/** Types of security-headers.mjs (shared by server.mjs and the site's code). */
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const API_CONTENT_SECURITY_POLICY: string;
