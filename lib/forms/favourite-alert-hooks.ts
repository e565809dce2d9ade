/**
 * Server side of favourite-alert: at least one of the posted properties must be on the site (a favourite
 * withdrawn since is left out, not refused), and, in the submission's transaction, the pending sign-up with
 * its confirmation mail (lib/mail/favourite-alert-mails.ts).
 */
import 'server-only';
import { existingPropertyIds } from '@/lib/data/favourite-alerts';
import { formLocale } from '@/lib/i18n/translate';
import { registerFavouriteAlert } from '@/lib/mail/favourite-alert-mails';
import type { FormHooks } from './types';

/** The posted property IDs, once each, in their order. */
const postedPropertyIds = (data: Record<string, unknown>): number[] => [
  ...new Set((Array.isArray(data.propertyIds) ? data.propertyIds : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)),
];

export const favouriteAlertHooks: FormHooks = {
  async check(data, _ctx, db) {
    const known = await existingPropertyIds(db, postedPropertyIds(data));
    return known.size ? null : { propertyIds: 'propertiesGone' };
  },

  async store(tx, data, ctx, submissionId) {
    const known = await existingPropertyIds(tx, postedPropertyIds(data));
    await registerFavouriteAlert(tx, submissionId, {
      lang: formLocale(ctx.lang),
      email: String(data.email),
      propertyIds: postedPropertyIds(data).filter((id) => known.has(id)),
    });
  },
};
