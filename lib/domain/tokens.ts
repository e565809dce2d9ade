/**
 * Random tokens for cookies and e-mailed links, and the SHA-256 under which the database keeps them (a
 * leaked table gives no usable token). No I/O, so any layer may use it: lib/auth (sessions, the reminder) and
 * lib/data (an owner's invitation, stored in the transaction that creates the owner). No `server-only`: the command
 * line (owner invitations) uses it too.
 */
import { createHash, randomBytes } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
