import 'server-only';
import type { Executor } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { uploads } from '@/lib/db/schema';

export type StoredFile = { fileName: string; contentType: string; content: Buffer };

/**
 * Keep an uploaded file with its submission, inside the submission's transaction. Files live in the
 * database only: never under public/, never served by any route; the agency receives them attached to
 * its e-mail (the outbox row's `uploadIds`).
 */
export async function storeUpload(tx: Executor, submissionId: number, file: StoredFile): Promise<number> {
  const row = oneRow(
    await tx
      .insert(uploads)
      .values({ submissionId, fileName: file.fileName, contentType: file.contentType, size: file.content.length, content: file.content })
      .returning({ id: uploads.id }),
    'the new upload',
  );
  return row.id;
}
