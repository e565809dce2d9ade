/**
 * GET /api/health/: for a load balancer or a monitor. 200 with the database reachable, the outbox backlog
 * (pending mails, the oldest one's age) and the CRM sync's last run; 503 when the database does not answer
 * within 3 s. Never cached; no secret, no personal data (lib/data/health.ts).
 */
import { NextResponse } from 'next/server';
import { readHealth } from '@/lib/data/health';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

const TIMEOUT_MS = 3_000;
const HEADERS = { 'Cache-Control': 'no-store, max-age=0', 'X-Robots-Tag': 'noindex' };

export async function GET() {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the database within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    const health = await Promise.race([readHealth(), timeout]);
    return NextResponse.json({ status: 'ok', time: new Date().toISOString(), ...health }, { headers: HEADERS });
  } catch (error) {
    log.warn('health.unavailable', { error });
    return NextResponse.json({ status: 'unavailable', time: new Date().toISOString(), database: { reachable: false } }, { status: 503, headers: HEADERS });
  } finally {
    clearTimeout(timer);
  }
}
