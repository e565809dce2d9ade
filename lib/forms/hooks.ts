/**
 * Server-side extras of a form, by form name (optional). The generic submit (submit.ts) calls them:
 *   - `check(data, ctx, db)`: checks against the database before storing (a booked slot, …); returns
 *     field → error key (a key of `forms.errors`) for what is wrong, or nothing;
 *   - `store(tx, data, ctx, submissionId)`: rows of its own, in the submission's transaction;
 *   - `mails(data, ctx, submissionId)`: more e-mails to queue in the same transaction.
 * Throwing from `store` rolls the whole submission back (the visitor sees the form's "not sent" message).
 */
import type { Db } from '@/lib/db/client';
import type { OutboxMail } from './outbox';
import type { SubmitContext } from './submit';

export type FormHooks = {
  check?: (data: Record<string, unknown>, ctx: SubmitContext, db: Db) => Promise<Record<string, string> | null | undefined>;
  store?: (tx: Db, data: Record<string, unknown>, ctx: SubmitContext, submissionId: number) => Promise<void>;
  mails?: (data: Record<string, unknown>, ctx: SubmitContext, submissionId: number) => OutboxMail[];
};

export const FORM_HOOKS: Record<string, FormHooks> = {};
