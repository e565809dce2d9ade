/**
 * `text` shortened to at most `max` characters: whitespace runs made one space, cut at the last word
 * boundary that fits and ended with "…" (a single word longer than `max` is cut inside).
 */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The description a shared link shows: price and place first, then the start of the text, within `max` characters. */
export function shareDescription({ price, place, text }: { price: string; place: string; text: string }, max = 200): string {
  const head = [price, place].filter(Boolean).join(' · ');
  return clip(text.trim() ? `${head} — ${text}` : head, max);
}

/**
 * The share menu's links for a page: WhatsApp (wa.me with the message and the address) and e-mail
 * (mailto with a subject and a body that ends with the address). Each part is percent-encoded.
 */
export function shareLinks({ url, subject, message }: { url: string; subject: string; message: string }): { whatsapp: string; email: string } {
  const text = `${message}\n${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
  };
}
