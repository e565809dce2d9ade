import { describe, expect, it } from 'vitest';
import { clip, shareDescription, shareLinks } from './share';

describe('clip', () => {
  it('leaves a short text as it is, its whitespace made single spaces', () => {
    expect(clip('  A  house\nwith\ta garden ', 50)).toBe('A house with a garden');
  });
  it('cuts at the last word that fits and ends with an ellipsis, within the limit', () => {
    const out = clip('A bright house with a large garden, close to the station.', 30);
    expect(out).toBe('A bright house with a large…');
    expect(out.length).toBeLessThanOrEqual(30);
  });
  it('drops a comma or dash left at the cut', () => {
    expect(clip('Garden, terrace, garage and cellar', 18)).toBe('Garden, terrace…');
  });
  it('cuts inside a single word longer than the limit', () => {
    expect(clip('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});

describe('shareDescription', () => {
  it('puts the price and the place before the text', () => {
    expect(shareDescription({ price: '€ 325.000', place: '1000 Brussel', text: 'A bright house.' })).toBe('€ 325.000 · 1000 Brussel — A bright house.');
  });
  it('is the price and place alone when there is no text', () => {
    expect(shareDescription({ price: 'Price on request', place: '9000 Gent', text: ' ' })).toBe('Price on request · 9000 Gent');
  });
  it('keeps the price and place whole and shortens the text to the limit', () => {
    const out = shareDescription({ price: '€ 1.250 per month', place: '2000 Antwerpen', text: 'word '.repeat(100) }, 80);
    expect(out.startsWith('€ 1.250 per month · 2000 Antwerpen — word')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(80);
  });
});

describe('shareLinks', () => {
  const url = 'https://agency.example/fr/bien/42/';
  const links = shareLinks({ url, subject: 'Villa — Uccle & Ixelles', message: 'Regardez ce bien : Villa?' });
  it('opens WhatsApp with the message and the address', () => {
    const wa = new URL(links.whatsapp);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toBe(`Regardez ce bien : Villa?\n${url}`);
  });
  it('writes an e-mail with the subject and a body that ends with the address, each encoded', () => {
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
    const query = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Villa — Uccle & Ixelles');
    expect(query.get('body')).toBe(`Regardez ce bien : Villa?\n${url}`);
    // A space is %20 in a mailto link (a + would show as a plus in some mail programs).
    expect(links.email).not.toContain('+');
  });
});
