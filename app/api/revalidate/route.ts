/**
 * Revalidates pages on demand for this process's live-updates poller (server/live-updates.ts), which
 * cannot call revalidatePath itself: Next.js needs a request for it. Only the poller knows the secret
 * (made at start, never leaves the process); anyone else gets a 404.
 */
import { revalidatePath } from 'next/cache';
import { bodyTooLarge, readCappedText } from '@/lib/http/body';
import { isRevalidationSecret, type RevalidationPath } from '@/server/live-updates';

export const dynamic = 'force-dynamic';

/** The poller sends at most ~810 paths (the pages of 100 properties and 100 projects in each language): ~30 kB. */
const BODY_MAX = 128 * 1024;
const PATHS_MAX = 2000;

/** The paths of a posted `{ paths: [{ path, type? }] }`, or null when it is not that. */
function pathsOf(text: string): RevalidationPath[] | null {
  let posted: unknown;
  try {
    posted = JSON.parse(text);
  } catch {
    return null;
  }
  const paths = (posted as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length > PATHS_MAX) return null;
  const valid = (p: unknown): p is RevalidationPath => {
    const { path, type } = (p ?? {}) as { path?: unknown; type?: unknown };
    return typeof path === 'string' && path.startsWith('/') && path.length <= 300 && (type === undefined || type === 'page' || type === 'layout');
  };
  return paths.every(valid) ? paths : null;
}

export async function POST(request: Request) {
  if (!isRevalidationSecret(request.headers.get('x-revalidation-secret'))) {
    await request.body?.cancel().catch(() => undefined);
    return new Response('Not found', { status: 404 });
  }
  const text = await readCappedText(request, BODY_MAX);
  if (text === null) return bodyTooLarge(BODY_MAX);
  const paths = pathsOf(text);
  if (!paths) return new Response('expected {"paths": [{"path": "/…", "type"?: "page" | "layout"}]}\n', { status: 400 });
  for (const { path, type } of paths) revalidatePath(path, type);
  return Response.json({ revalidated: paths.length });
}
