/** Cut a text to `max` characters at most, ending with an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

export type Block = { kind: 'p'; text: string } | { kind: 'h'; text: string } | { kind: 'ul'; items: string[] };

/** Parse the articles' plain-text format: blank-line paragraphs, `## ` headings, `- ` bullet lists. */
export function parseBlocks(body: string): Block[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap<Block>((chunk) => {
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return [{ kind: 'ul', items: lines.map((l) => l.slice(2)) }];
      const [first, ...others] = lines;
      if (first?.startsWith('## ')) {
        const rest = others.join('\n');
        return [{ kind: 'h', text: first.slice(3) }, ...(rest ? parseBlocks(rest) : [])];
      }
      const bullets = lines.findIndex((l) => l.startsWith('- '));
      if (bullets > 0 && lines.slice(bullets).every((l) => l.startsWith('- ')))
        return [
          { kind: 'p', text: lines.slice(0, bullets).join(' ') },
          { kind: 'ul', items: lines.slice(bullets).map((l) => l.slice(2)) },
        ];
      return [{ kind: 'p', text: lines.join(' ') }];
    });
}

export type Inline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Split `[label](https://…)` links out of a line of text. Only http(s) and mailto links are kept as links. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const re = /\[([^\]]+)\]\(((?:https?:\/\/|mailto:)[^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const [whole, label, href] = m;
    // Both groups are mandatory in the pattern: a match without them is a bug in the pattern.
    if (label === undefined || href === undefined) throw new Error(`The link pattern matched ${whole} without a label and an address`);
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    out.push({ kind: 'link', text: label, href });
    last = m.index + whole.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
