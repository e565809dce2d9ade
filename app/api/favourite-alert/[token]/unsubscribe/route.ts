/** One-click unsubscribe of the alerts on favourites (RFC 8058; lib/http/one-click-unsubscribe.ts). */
import { isDemandToken } from '@/lib/data/demands';
import { cancelFavouriteAlertByToken } from '@/lib/data/favourite-alerts';
import { oneClickUnsubscribe } from '@/lib/http/one-click-unsubscribe';

// Alerts on favourites use the same link tokens as demands.
export const POST = oneClickUnsubscribe(isDemandToken, cancelFavouriteAlertByToken, 'unknown favourite alert');
