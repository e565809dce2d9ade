// @ts-check
/**
 * A page's HTML with every character beyond Latin-1 (U+0100 and up: ’ – … € ★, a narrow no-break space) written
 * as an escape that its place in the document reads back as the same character: a numeric character reference
 * (`&#x2019;`) in text and attribute values, a `\u2019` escape inside a `<script>` (the page's inline data, its
 * JSON-LD: such characters only occur in their strings), a CSS escape (`\2019 `) inside a `<style>`. The browser
 * builds the same document, and React hydrates the same text.
 *
 * Why: V8 keeps a string whose characters all fit in Latin-1 one byte per character, any other two. A cached page
 * with a single ’ is two bytes a character in the route cache, and every answer then measures it for
 * Content-Length and encodes it to UTF-8 on the slow path (about 70 µs of a 64 KB page, measured in
 * tests/bench/README.md); a page of a French site has a few dozen such characters, which the references lengthen
 * by a few hundred bytes.
 */

/** A character beyond Latin-1. */
const BEYOND = /[^\u0000-\u00ff]/;
/** A `<script>` or `<style>` element (raw text: no character reference is read there), or a run of characters beyond Latin-1. */
const PARTS = /(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)|(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)|[^\u0000-\u00ff]+/gi;
/** In a script, each UTF-16 unit beyond Latin-1 (a JavaScript or JSON string escapes a surrogate pair unit by unit). */
const BEYOND_UNITS = /[^\u0000-\u00ff]/g;
/** In a style sheet, each code point beyond Latin-1. */
const BEYOND_POINTS = /[^\u0000-\u00ff]/gu;

const hex = (/** @type {number} */ code) => code.toString(16);

/**
 * @param {string} html
 * @returns {string} the same document, every character of it in Latin-1, held one byte a character
 */
export function latin1Html(html) {
  if (!BEYOND.test(html)) return html;
  const escaped = html.replace(
    PARTS,
    (
      /** @type {string} */ match,
      /** @type {string | undefined} */ scriptOpen,
      /** @type {string} */ script,
      /** @type {string} */ scriptClose,
      /** @type {string | undefined} */ styleOpen,
      /** @type {string} */ style,
      /** @type {string} */ styleClose,
    ) => {
      if (scriptOpen) return scriptOpen + script.replace(BEYOND_UNITS, (unit) => `\\u${hex(unit.charCodeAt(0)).padStart(4, '0')}`) + scriptClose;
      if (styleOpen) return styleOpen + style.replace(BEYOND_POINTS, (point) => `\\${hex(/** @type {number} */ (point.codePointAt(0)))} `) + styleClose;
      let references = '';
      for (const point of match) references += `&#x${hex(/** @type {number} */ (point.codePointAt(0)))};`;
      return references;
    },
  );
  // A string built by replacing in a two-byte string stays two bytes a character: copy it into a one-byte one.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}
