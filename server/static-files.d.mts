/** Types of static-files.mjs (used by server/server.mjs). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function staticFiles(root: string): (req: IncomingMessage, res: ServerResponse) => boolean;
