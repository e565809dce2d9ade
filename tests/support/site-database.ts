/**
 * A test database that is also the site's (`setDbHandle`: the pages, routes and actions a test calls use it) and a
 * real SMTP sink the outbox delivers to, for the `describe` block this is called in: both opened before its tests
 * and closed after them; before each test, what an earlier test left in the outbox is sent and the sink forgets it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setDbHandle } from '@/lib/db/client';
import { drainOutbox } from '@/lib/mail/outbox';
import { createTransport } from '@/lib/mail/transport';
import type { TestDatabase } from './databases';
import { must } from './must';
import { SmtpSink } from './smtp-sink';

export function siteDatabaseWithMailSink(target: TestDatabase) {
  const sink = new SmtpSink();
  let opened: Awaited<ReturnType<TestDatabase['open']>> | undefined;
  const handle = () => must(opened, 'the database (opened in beforeAll)');
  /** Delivers the outbox's due mails to the sink; resolves to how many were sent. */
  const send = () => drainOutbox(handle().db, createTransport(sink.transportOptions));
  beforeAll(async () => {
    opened = await target.open();
    setDbHandle(opened);
    await sink.start();
  });
  afterAll(async () => {
    await sink.stop();
    await opened?.drop();
  });
  beforeEach(async () => {
    await send();
    sink.mails.length = 0;
  });
  return {
    sink,
    send,
    /** The open database's handle and its connection (inside the block's hooks and tests). */
    get dbHandle() {
      return handle();
    },
    get db() {
      return handle().db;
    },
  };
}
