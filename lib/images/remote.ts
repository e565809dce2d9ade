import 'server-only';
/**
 * Pictures of other sites (the CRM's), fetched by the server for the image route: only from the hosts that
 * site.json allows (`images.remoteHosts`), never following a redirect elsewhere, within a time-out, up to
 * REMOTE_IMAGE_MAX_BYTES, and only when it is an image sharp can read. The original is kept in the image
 * cache, so each picture is downloaded once.
 */
import { siteConfig } from '@/config';
import { allowedRemoteImage } from '@/lib/domain/images';

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

/** The URL when `src` is a picture of an allowed host (see lib/domain/images.ts allowedRemoteImage). */
export const allowedRemote = (src: string, hosts: readonly string[] = siteConfig.site.images.remoteHosts) => allowedRemoteImage(src, hosts);

/** Download a remote picture (checked as above); throws RemoteImageError. */
export async function fetchRemoteImage(url: URL, options: { maxBytes?: number; timeoutMs?: number } = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? REMOTE_IMAGE_MAX_BYTES;
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS), headers: { Accept: 'image/*' } });
  } catch (e) {
    throw new RemoteImageError(502, `the picture could not be fetched (${(e as Error).name === 'TimeoutError' ? 'time-out' : 'no answer'})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new RemoteImageError(response.status === 404 ? 404 : 502, `the picture's host answered ${response.status}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw new RemoteImageError(415, 'not an image');
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new RemoteImageError(413, 'the picture is over the size limit');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RemoteImageError(413, 'the picture is over the size limit');
    }
    chunks.push(Buffer.from(value));
  }
  const body = Buffer.concat(chunks);
  const sharp = (await import('sharp')).default;
  const meta = await sharp(body)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format)) throw new RemoteImageError(415, 'not an image');
  return body;
}
