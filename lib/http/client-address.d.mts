/** Types of client-address.mjs (shared by server.mjs and the site's code). */
import type { BlockList } from 'node:net';

export declare function plainAddress(address: string | null | undefined): string;
export declare function parseTrustedProxies(text: string | null | undefined): BlockList;
export declare function clientAddress(socketAddress: string | null | undefined, forwardedFor: string | null | undefined, trusted: BlockList | null): string;
export declare function rateLimitKey(address: string | null | undefined): string;
