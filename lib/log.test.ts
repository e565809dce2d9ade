import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLogLine, outsideRequest } from './log';
import { REQUEST_CONTEXT } from '@/lib/global-keys.mjs';

const g = globalThis as Record<symbol, unknown>;

describe('log lines', () => {
  afterEach(() => {
    delete g[REQUEST_CONTEXT];
  });

  it('is one JSON object with time, level and event', () => {
    const line = formatLogLine('info', 'form.submitted', { form: 'contact', submissionId: 7 }, new Date('2026-11-24T10:00:00Z'));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ time: '2026-11-24T10:00:00.000Z', level: 'info', event: 'form.submitted', form: 'contact', submissionId: 7 });
  });

  it('carries the request ID of the request it is written in', () => {
    const store = new AsyncLocalStorage<{ requestId: string }>();
    g[REQUEST_CONTEXT] = store;
    const line = store.run({ requestId: 'req-123' }, () => formatLogLine('warn', 'x'));
    expect(JSON.parse(line).requestId).toBe('req-123');
    expect(JSON.parse(formatLogLine('warn', 'x')).requestId).toBeUndefined();
    // Background work a request started (the outbox worker it woke) is not that request's.
    const background = store.run({ requestId: 'req-123' }, () => outsideRequest(() => formatLogLine('info', 'mail.sent')));
    expect(JSON.parse(background).requestId).toBeUndefined();
  });

  it('never writes a password, token, cookie or e-mail field, nor an address inside a text', () => {
    const line = formatLogLine('error', 'mail.failed', {
      password: 'Horizon-demo-2026',
      sessionToken: 'abc',
      cookie: 'owner_session=abc',
      email: 'zoe@example.org',
      nested: { to: 'zoe@example.org', Authorization: 'Bearer x' },
      error: new Error('550 mailbox zoe@example.org unknown'),
      cause: 'Failed query: insert into "submissions" ("form", "data") values ($1, $2)\nparams: contact,{"firstName":"Zoë","phone":"+32 470 12 34 56"}',
    });
    expect(line).not.toMatch(/Zoë|470 12/);
    expect(line).not.toMatch(/Horizon-demo|abc|zoe@example\.org|Bearer/);
    const parsed = JSON.parse(line);
    expect(parsed.password).toBe('[redacted]');
    expect(parsed.error.message).toBe('550 mailbox [email] unknown');
  });
});
