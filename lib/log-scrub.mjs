/**
 * What the log writes of a text: cut to its limit first, then e-mail addresses masked as "[email]" and a
 * failed query's parameters (drizzle's "params: …") left out. Every step is linear in the length of the cut
 * text, so a text of any size costs at most the limit's worth of work: a 15,000-character path in an error
 * message cannot stall the server while its line is written.
 *
 * Plain JavaScript: server/server.mjs imports it as it is (it runs before Next.js), lib/log.ts through
 * log-scrub.d.mts.
 */

/** The characters of an address's local part (before the `@`): letters, digits, `_` and `.!#$%&'*+/=?^`{|}~-`. */
const LOCAL = new Uint8Array(128);
/** The characters of a label of its domain: letters, digits, `_` and `-`. */
const LABEL = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  const word = /\w/.test(ch);
  LABEL[c] = word || ch === '-' ? 1 : 0;
  LOCAL[c] = word || ".!#$%&'*+/=?^`{|}~-".includes(ch) ? 1 : 0;
}
const AT = 64;
const DOT = 46;
const isLocal = (c) => c < 128 && LOCAL[c] === 1;
const isLabel = (c) => c < 128 && LABEL[c] === 1;
/** A character that can be part of an address (local part, `@`, domain). */
const inAddress = (c) => c === AT || isLocal(c);

/**
 * `text` with each e-mail address replaced by "[email]": what `/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g`
 * replaces, found without backtracking. From each `@`, the local part is read backwards and the domain
 * forwards; neither can cross another `@`, so each character is read at most twice.
 */
export function maskEmails(text) {
  const n = text.length;
  let out = '';
  /** End of the text already written to `out` (the end of the last address masked). */
  let done = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    while (start > done && isLocal(text.charCodeAt(start - 1))) start--;
    let end = -1;
    if (start < at) {
      // The domain: a label, then one or more ".label"; it ends after the last complete one.
      let i = at + 1;
      while (i < n && isLabel(text.charCodeAt(i))) i++;
      if (i > at + 1) {
        while (i < n && text.charCodeAt(i) === DOT) {
          let j = i + 1;
          while (j < n && isLabel(text.charCodeAt(j))) j++;
          if (j === i + 1) break;
          end = i = j;
        }
      }
    }
    if (end === -1) {
      at = text.indexOf('@', at + 1);
      continue;
    }
    out += text.slice(done, start) + '[email]';
    done = end;
    at = text.indexOf('@', end);
  }
  return done === 0 ? text : out + text.slice(done);
}

/** A failed query's message (drizzle) ends with its parameters: what a visitor typed. */
const QUERY_PARAMS = /params: [^\n]*/g;

/**
 * `text` as the log may write it: at most `limit` characters, addresses masked, query parameters left out.
 * A longer text is cut (ending in "…") before anything reads it; when the cut falls inside a word that could
 * be part of an address, that word is dropped too, so no half address escapes the mask.
 */
export function scrubText(text, limit) {
  let cut = text;
  if (text.length > limit) {
    let end = limit - 1;
    if (inAddress(text.charCodeAt(end))) while (end > 0 && inAddress(text.charCodeAt(end - 1))) end--;
    cut = text.slice(0, end) + '…';
  }
  return maskEmails(cut.replace(QUERY_PARAMS, 'params: [redacted]')).slice(0, limit);
}
