/**
 * A server stand-in for the "killed between store and send" test: it opens the database given on the
 * command line, stores one contact submission through the real submit function, prints its state as
 * one JSON line, and then waits (no outbox worker) until the test kills it with SIGKILL.
 *   tsx tests/support/submit-and-hang.ts (--url URL | --dir DIR) LANG
 */
import { openDb } from '@/lib/db/client';
import { formDefinition } from '@/lib/forms/registry';
import { submitForm } from '@/lib/forms/submit';
import { validSubmission } from './form-payloads';

async function main() {
  const [flag, where, lang] = process.argv.slice(2);
  if (!flag || !where || !lang) throw new Error('usage: tsx tests/support/submit-and-hang.ts (--url URL | --dir DIR) LANG');
  const handle = await openDb(flag === '--url' ? { url: where } : { url: '', dataDir: where });
  const def = formDefinition('contact')!;
  const { input, captchaToken, visitorEmail } = validSubmission(def);
  const state = await submitForm('contact', input, { lang, ip: '192.0.2.99', captchaToken, db: handle.db });
  process.stdout.write(JSON.stringify({ state, visitorEmail }) + '\n');
  setInterval(() => undefined, 60_000); // hang: the test kills this process before anything is sent
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
