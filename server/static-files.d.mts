/** Types of static-files.mjs (used by server/server.mjs). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function staticFiles(root: string): (req: IncomingMessage, res: ServerResponse) => boolean;
export declare const COPIES: { readonly br: '.br'; readonly gzip: '.gz' };
