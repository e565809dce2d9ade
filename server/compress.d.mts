/** Types of compress.mjs (used by server.mjs). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function compressAnswer(req: IncomingMessage, res: ServerResponse): void;
export declare function preferredEncoding<E extends string>(req: IncomingMessage, encodings: readonly E[]): E | undefined;
