/**
 * Revalidates pages on demand for this process's live-updates poller (server/live-updates.ts), which
 * cannot call revalidatePath itself: Next.js needs a request for it. Only the poller knows the secret
 * (made at start, never leaves the process); anyone else gets a 404.
 */
import { revalidatePath } from 'next/cache';
import { isRevalidationSecret, type RevalidationPath } from '@/server/live-updates';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  if (!isRevalidationSecret(request.headers.get('x-revalidation-secret'))) return new Response('Not found', { status: 404 });
  const { paths } = (await request.json()) as { paths: RevalidationPath[] };
  for (const { path, type } of paths) revalidatePath(path, type);
  return Response.json({ revalidated: paths.length });
}
