import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, checkCaptcha, decryptCaptcha, drawCaptcha, encryptCaptcha, newChallenge } from './captcha';

process.env.CAPTCHA_SECRET = 'unit-test-secret';

describe('captcha', () => {
  it('draws every character as strokes: the answer is nowhere in the SVG', () => {
    const { payload } = newChallenge('contact');
    expect(payload.answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    const svg = drawCaptcha(payload.answer);
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain(payload.answer);
    expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(5);
    expect(drawCaptcha(payload.answer)).not.toBe(svg); // noise and placement differ each time
  });

  it('accepts the answer in any case and with spaces, once it is the right form and not expired', () => {
    const { payload, token } = newChallenge('contact');
    expect(checkCaptcha(token, payload.answer.toLowerCase().split('').join(' '), 'contact')).toMatchObject({ ok: true, nonce: payload.nonce });
    expect(checkCaptcha(token, 'ZZZZZ', 'contact')).toEqual({ ok: false, reason: 'captchaMismatch' });
    expect(checkCaptcha(token, payload.answer, 'newsletter')).toEqual({ ok: false, reason: 'captchaExpired' });
    expect(checkCaptcha(token, payload.answer, 'contact', payload.expires + 1)).toEqual({ ok: false, reason: 'captchaExpired' });
  });

  it('rejects a tampered cookie, another secret and garbage', () => {
    const { payload, token } = newChallenge('contact');
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(decryptCaptcha(flipped)).toBeNull();
    expect(decryptCaptcha(encryptCaptcha(payload, 'another-secret'))).toBeNull();
    expect(decryptCaptcha(encryptCaptcha(payload, 'another-secret'), 'another-secret')).toEqual(payload);
    for (const junk of [undefined, null, 42, '', 'x'.repeat(60), '%%%'.repeat(30)]) expect(decryptCaptcha(junk)).toBeNull();
  });
});
