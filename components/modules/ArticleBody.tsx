import { parseBlocks, parseInline } from '@/lib/domain/text';

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} rel="noopener noreferrer" target={part.href.startsWith('http') ? '_blank' : undefined}>
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** An article's text in its plain format: paragraphs, `## ` headings, `- ` lists and [label](url) links. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="prose">
      {parseBlocks(body).map((b, i) =>
        b.kind === 'h' ? (
          <h2 key={i}>{b.text}</h2>
        ) : b.kind === 'ul' ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline text={b.text} />
          </p>
        ),
      )}
    </div>
  );
}
