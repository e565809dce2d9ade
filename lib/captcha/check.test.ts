import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { must } from '@/tests/support/must';
import sharp from 'sharp';
import { CAPTCHA_ALPHABET, checkCaptcha, decryptCaptcha, encryptCaptcha, newChallenge } from './check';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng, captchaSvg } from './image';

process.env.CAPTCHA_SECRET = 'unit-test-secret';

describe('captcha', () => {
  it('serves a PNG made on the server: no shapes, transforms or text of the characters reach the browser', async () => {
    const { payload } = newChallenge('contact');
    expect(payload.answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    const png = await captchaPng(payload.answer);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CAPTCHA_WIDTH * 2, CAPTCHA_HEIGHT * 2]);
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|transform|rotate/);
    // Ink on paper: dark pixels (the strokes) and the light background both present.
    const red = must((await sharp(png).stats()).channels[0], 'the first channel');
    expect(red.min).toBeLessThan(80);
    expect(red.max).toBeGreaterThan(220);
    // The source drawing bakes every transform into absolute points, and differs each time.
    const svg = captchaSvg(payload.answer);
    expect(svg).not.toMatch(/<text|transform=|rotate\(|skew/);
    expect(svg).not.toContain(payload.answer);
    expect(captchaSvg(payload.answer)).not.toBe(svg);
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

describe("the challenge's cookie", () => {
  afterEach(() => vi.unstubAllEnvs());
  /** The Set-Cookie of a new challenge of the contact form asked at `url`. */
  const cookieAt = async (url: string) => {
    const { GET } = await import('@/app/api/captcha/route');
    const response = await GET(new NextRequest(url));
    expect(response.status).toBe(200);
    return must(response.headers.get('set-cookie'), 'the challenge cookie');
  };

  it('is Secure in production, also when the request reached the site over plain http from the proxy that ends TLS', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const cookie = await cookieAt('http://127.0.0.1:3000/api/captcha/?form=contact');
    expect(cookie).toMatch(/^captcha_contact=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=lax/i);
  });

  it('is Secure over https anywhere; over plain http only outside production, or with SESSION_COOKIE_SECURE=false (a demo on a LAN)', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(await cookieAt('https://localhost/api/captcha/?form=contact')).toMatch(/;\s*Secure/i);
    expect(await cookieAt('http://localhost:3000/api/captcha/?form=contact')).not.toMatch(/Secure/i);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SESSION_COOKIE_SECURE', 'false');
    expect(await cookieAt('http://192.168.1.20:3000/api/captcha/?form=contact')).not.toMatch(/Secure/i);
  });
});
