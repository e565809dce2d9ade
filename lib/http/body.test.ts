import { describe, expect, it } from 'vitest';
import { readCappedBody, readCappedForm, readCappedText } from './body';

const post = (body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('a request body read up to a limit', () => {
  it('gives a body within the limit whole', async () => {
    expect(await readCappedText(post('héllo'), 6)).toBe('héllo');
    expect(await readCappedText(new Request('http://localhost/x'), 10)).toBe('');
    const form = await readCappedForm(post('List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' }), 100);
    expect(form?.get('List-Unsubscribe')).toBe('One-Click');
  });

  it('refuses a body one byte over the limit, and one whose Content-Length says it is larger', async () => {
    expect(await readCappedBody(post('x'.repeat(101)), 100)).toBeNull();
    expect(await readCappedBody(post('x', { 'content-length': '1000000' }), 100)).toBeNull();
  });

  it('stops reading a body that never ends once it passes the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readCappedBody(post(endless), 10_000)).toBeNull();
    expect(pulled).toBeLessThan(20);
  });
});
