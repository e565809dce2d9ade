/**
 * A description as the site shows it: plain text, paragraphs separated by a blank line, line breaks kept within a
 * paragraph (the detail pages split on blank lines and keep single breaks).
 *
 * The CRM's descriptions may be HTML (Omnicasa's `IsRemovedFontFamily` request flag exists because its texts carry
 * the editor's markup: `<p>`, `<br>`, `<strong>`, `<span style="font-family…">`, entities such as `&eacute;` and
 * `&nbsp;`) or plain text with line breaks (modmore/Omnicasa shows `descriptionA` with `htmlent:nl2br`). A text with
 * a tag or an entity is read as HTML by html-to-text: tags removed, `<p>` and block elements as paragraphs, `<br>`
 * as a line break, list items on their own lines, entities decoded, links as their text, images left out. Any
 * other text is kept as it is (its line breaks too).
 */
import { convert, type HtmlToTextOptions } from 'html-to-text';

/** A tag (`<p>`, `</p>`, `<br/>`, `<!-- -->`) or a character reference (`&eacute;`, `&#233;`, `&#xE9;`). */
const LOOKS_HTML = /<\/?[a-z][^>]*>|<!--|&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

const HEADING = { options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } };
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: '• ' } },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({ selector, ...HEADING })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/**
 * Lines trimmed at the end, and at the start too for converted HTML, where indentation means nothing (blank when
 * only spaces, no-break spaces included); at most one blank line in a row, none around.
 */
function tidy(text: string, html: boolean): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (html ? line.replace(/^[\s\u00a0]+/u, '') : line).replace(/[\s\u00a0]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The text as the site's plain-text paragraphs (see the module's comment). */
export function htmlToPlainText(text: string): string {
  const html = LOOKS_HTML.test(text);
  return tidy(html ? convert(text, OPTIONS) : text, html);
}
