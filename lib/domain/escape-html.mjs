// @ts-check
/**
 * A text made safe to put in HTML, as element content or a quoted attribute value: `& < > " '` as character
 * references. Plain JavaScript: server/server.mjs imports it as it is (it runs before Next.js), the mail template
 * through escape-html.d.mts.
 */

/** @type {Record<string, string>} */
const REFERENCES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => REFERENCES[c] ?? c);
