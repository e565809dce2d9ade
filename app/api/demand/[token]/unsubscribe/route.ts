/** One-click unsubscribe of a demand's e-mails (RFC 8058; lib/http/one-click-unsubscribe.ts). */
import { cancelDemandByToken, isDemandToken } from '@/lib/data/demands';
import { oneClickUnsubscribe } from '@/lib/http/one-click-unsubscribe';

export const POST = oneClickUnsubscribe(isDemandToken, cancelDemandByToken, 'unknown saved search');
