/** Types of client-address.mjs (shared by server.mjs and the site's code). */
import type { BlockList } from 'node:net';

export declare function plainAddress(address: string | null | undefined): string;
export declare function parseTrustedProxies(text: string | null | undefined): BlockList;
export declare function clientAddress(socketAddress: string | null | undefined, forwardedFor: string | null | undefined, trusted: BlockList | null): string;
export declare function rateLimitKey(address: string | null | undefined): string;
export declare const PROXY_WARNING_INTERVAL_MS: number;
export declare function untrustedProxyWarner(
  trusted: BlockList | null,
  warn: (message: string) => void,
  now?: () => number,
): (socketAddress: string | null | undefined, forwardedFor: string | string[] | null | undefined) => void;
