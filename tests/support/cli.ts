/**
 * A command of lib/cli run as `npm run` runs it (tsx with the react-server condition, from the project's
 * folder) in a process of its own, for tests that check what a person sees: its exit code and its output.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type CliResult = { code: number; stdout: string; stderr: string };

const TSX = join(process.cwd(), 'node_modules/.bin/tsx');
const run = promisify(execFile);

/**
 * Runs `script` (`lib/cli/import.ts`) with `args`, in the test runner's environment with `env` on top; the
 * embedded database (DATABASE_URL empty) unless `env` names one. Resolves with the exit code, never rejects.
 */
export function runCli(script: string, args: string[], env: Record<string, string | undefined> = {}, options: { timeout?: number } = {}): Promise<CliResult> {
  return run(TSX, ['--conditions=react-server', script, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: options.timeout,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: CliResult) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}
