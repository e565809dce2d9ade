/** The description of a property or project under its heading, one paragraph per blank-line-separated block. */
export function Description({ text, heading }: { text: string; heading: string }) {
  return (
    <section className="detail-block" aria-labelledby="description-title">
      <h2 id="description-title">{heading}</h2>
      <div className="prose">
        {text.split(/\n\s*\n/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
    </section>
  );
}
