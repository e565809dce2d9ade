/**
 * A command of lib/cli run as `npm run` runs it (tsx with the react-server condition, from the project's
 * folder) in a process of its own, for tests that check what a person sees: its exit code and its output;
 * or the same command run in the test's own process (`runCommand`), its output captured, for the many cases
 * of one command: a process costs about 2 s of CPU to start (tsx, the module graph) before it does anything.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { capturedIo, type CliCommand } from '../../lib/cli/run';

export type CliResult = { code: number; stdout: string; stderr: string };

const TSX = join(process.cwd(), 'node_modules/.bin/tsx');
const run = promisify(execFile);

/**
 * Runs `script` (`lib/cli/import.ts`) with `args`, in the test runner's environment with `env` on top; the
 * embedded database (DATABASE_URL empty) unless `env` names one. Resolves with the exit code, never rejects.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  options: { timeout?: number } = {},
): Promise<CliResult> {
  return run(TSX, ['--conditions=react-server', script, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: options.timeout,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: CliResult) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/**
 * Runs `command` (`ownersCommand` of lib/cli/owners.ts) with `args` in this process, as `runScript` runs its
 * file: the environment with `env` on top (DATABASE_URL empty unless `env` names one) while it runs, put back
 * after; what it prints captured, and its exit code (0 when it asks for none). Commands run this way one at a
 * time: the environment is the process's.
 */
export async function runCommand(command: CliCommand, args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  const overlay: Record<string, string | undefined> = { DATABASE_URL: '', ...env };
  const saved = Object.fromEntries(Object.keys(overlay).map((k) => [k, process.env[k]]));
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  setEnv(overlay);
  const out = capturedIo();
  try {
    const code = await command(args, out.io);
    return { code: code ?? 0, stdout: out.stdout(), stderr: out.stderr() };
  } finally {
    setEnv(saved);
  }
}
