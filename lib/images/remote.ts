import 'server-only';
/**
 * Pictures of other sites (the CRM's), fetched by the server for the image route: only `https:` addresses
 * of the exact hosts site.json lists (`images.remoteHosts`), only when every address the host name
 * resolves to is a public one (lib/domain/public-address.ts) and connecting to that checked address, so
 * the name cannot resolve to another one between the check and the connection; never following a
 * redirect, within a time-out, up to REMOTE_IMAGE_MAX_BYTES, and only when it is an image sharp can read.
 */
import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { siteConfig } from '@/config';
import { allowedRemoteImage } from '@/lib/domain/images';
import { isLoopbackAddress, isPublicAddress } from '@/lib/domain/public-address';
import { REMOTE_IMAGE_TEST_ALLOWANCE } from '@/lib/global-keys.mjs';

/** The largest picture fetched from another site (a CRM's full-size photo is a few MB). */
export const REMOTE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif', 'tiff']);

/** Why a remote picture is not served, with the HTTP status the route answers. */
export class RemoteImageError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteImageError';
  }
}

type Address = { address: string; family: number };
type TestAllowance = { loopback: boolean; ca?: string | Buffer };
const store = globalThis as unknown as { [REMOTE_IMAGE_TEST_ALLOWANCE]?: TestAllowance };

/**
 * What the tests' own picture server needs, and nothing in production can set: a picture host on the
 * loopback address, with its self-signed certificate. Only code calls it (no variable or file turns it on),
 * and it throws when NODE_ENV is production.
 */
export function allowLoopbackPictureHostForTests(allowance: TestAllowance | null): void {
  if (process.env.NODE_ENV === 'production') throw new Error('a loopback picture host is for tests only');
  store[REMOTE_IMAGE_TEST_ALLOWANCE] = allowance ?? undefined;
}

/** The URL when `src` is a picture of an allowed host (see lib/domain/images.ts allowedRemoteImage). */
export const allowedRemote = (src: string, hosts: readonly string[] = siteConfig.site.images.remoteHosts) => allowedRemoteImage(src, hosts);

/** The addresses to connect to for `hostname`: every address it resolves to must be public (see above). */
async function checkedAddresses(hostname: string): Promise<Address[]> {
  const name = hostname.replace(/^\[|\]$/g, '');
  let addresses: Address[];
  try {
    addresses = await lookup(name, { all: true, verbatim: true });
  } catch {
    throw new RemoteImageError(502, 'the picture could not be fetched (the host name has no address)');
  }
  const allowance = store[REMOTE_IMAGE_TEST_ALLOWANCE];
  const refused = (a: string) => !isPublicAddress(a) && !(allowance?.loopback && isLoopbackAddress(a));
  if (addresses.length === 0 || addresses.some((a) => refused(a.address)))
    throw new RemoteImageError(502, 'the picture could not be fetched (the host name resolves to a private address)');
  return addresses;
}

/** One GET of `url` connecting to the `pinned` addresses only (never resolving the name again), answering the response (its body not read yet). */
function get(url: URL, pinned: Address[], signal: AbortSignal): Promise<IncomingMessage> {
  const first = pinned[0]!;
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: Address[]) => void)(null, pinned);
    else callback(null, first.address, first.family);
  };
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', headers: { Accept: 'image/*' }, lookup: pinnedLookup, signal, ca: store[REMOTE_IMAGE_TEST_ALLOWANCE]?.ca },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** Download a remote picture (checked as above); throws RemoteImageError. */
export async function fetchRemoteImage(url: URL, options: { maxBytes?: number; timeoutMs?: number } = {}): Promise<Buffer> {
  if (url.protocol !== 'https:') throw new RemoteImageError(400, 'only https: pictures are fetched');
  const maxBytes = options.maxBytes ?? REMOTE_IMAGE_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const pinned = await checkedAddresses(url.hostname);
  let response: IncomingMessage;
  try {
    response = await get(url, pinned, signal);
  } catch {
    throw new RemoteImageError(502, `the picture could not be fetched (${signal.aborted ? 'time-out' : 'no answer'})`);
  }
  const refuse = (error: RemoteImageError) => {
    response.destroy();
    return error;
  };
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) throw refuse(new RemoteImageError(status === 404 ? 404 : 502, `the picture's host answered ${status}`));
  if (!/^image\//i.test(response.headers['content-type'] ?? '')) throw refuse(new RemoteImageError(415, 'not an image'));
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw refuse(new RemoteImageError(413, 'the picture is over the size limit'));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).byteLength;
      if (size > maxBytes) throw refuse(new RemoteImageError(413, 'the picture is over the size limit'));
      chunks.push(chunk as Buffer);
    }
  } catch (e) {
    if (e instanceof RemoteImageError) throw e;
    throw refuse(new RemoteImageError(502, `the picture could not be fetched (${signal.aborted ? 'time-out' : 'cut short'})`));
  }
  const body = Buffer.concat(chunks);
  const sharp = (await import('sharp')).default;
  const meta = await sharp(body)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format)) throw new RemoteImageError(415, 'not an image');
  return body;
}
