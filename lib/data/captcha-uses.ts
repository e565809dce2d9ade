/** Captcha challenges answered outside a form's submission (the owners' sign-in): each can be used once. */
import 'server-only';
import { getDb, type Db } from '@/lib/db/client';
import { captchaUses } from '@/lib/db/schema';

/** Record the challenge `nonce` as answered; false when it was already (a replayed answer). */
export async function recordCaptchaAnswer(nonce: string, expires: Date, db?: Db): Promise<boolean> {
  const d = db ?? (await getDb());
  const used = await d.insert(captchaUses).values({ nonce, expiresAt: expires }).onConflictDoNothing().returning({ nonce: captchaUses.nonce });
  return used.length > 0;
}
