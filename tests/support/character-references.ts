/**
 * A page's HTML with its hexadecimal character references read back as the characters they stand for, as a browser
 * or a crawler reads them: the route cache writes every character beyond Latin-1 that way (server/latin1-html.mjs),
 * so a test that looks for `€ 398.500` in the HTML of a cached page reads it here.
 */
export const readCharacterReferences = (html: string) => html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
