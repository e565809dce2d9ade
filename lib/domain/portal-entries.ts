/**
 * The kinds of entries the owner portal shows for a property, in the order of its tabs: visits,
 * communications, online media and history.
 */
export const PORTAL_ENTRY_KINDS = ['visit', 'communication', 'media', 'history'] as const;
export type PortalEntryKind = (typeof PORTAL_ENTRY_KINDS)[number];

/** Other spellings an activity file may use for a kind (`online media` is what the agency calls media). */
export const PORTAL_ENTRY_KIND_ALIASES: Readonly<Record<string, PortalEntryKind>> = {
  'online media': 'media',
  'online-media': 'media',
  online_media: 'media',
  onlinemedia: 'media',
};
