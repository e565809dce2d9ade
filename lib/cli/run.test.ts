import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CliError, databaseReason, runCli } from './run';

class InputError extends Error {}

describe('runCli', () => {
  let exit: MockInstance<typeof process.exit>;
  let stderr: MockInstance<typeof console.error>;
  beforeEach(() => {
    exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  /** Runs `main` through runCli: the exit code asked for (none when the command ends by itself) and the lines printed. */
  async function outcome(main: () => Promise<number | void>, options?: Parameters<typeof runCli>[2]) {
    runCli('tool', main, options);
    await new Promise((r) => setTimeout(r, 0));
    return { exit: exit.mock.calls.map((c) => c[0]), lines: stderr.mock.calls.map((c) => c.join(' ')) };
  }

  it('exits with the code main returns, and lets a command that returns nothing end by itself', async () => {
    expect(await outcome(async () => 2)).toEqual({ exit: [2], lines: [] });
    exit.mockClear();
    expect(await outcome(async () => undefined)).toEqual({ exit: [], lines: [] });
  });

  it('prints an unexpected error as "name failed: message" and exits 1', async () => {
    expect(
      await outcome(async () => {
        throw new Error('disk full');
      }),
    ).toEqual({ exit: [1], lines: ['tool failed: disk full'] });
  });

  it('prints a refusal or an expected error as "name: message", with the refusal\'s exit code', async () => {
    expect(
      await outcome(async () => {
        throw new CliError('--limit must be a positive whole number', 2);
      }),
    ).toEqual({ exit: [2], lines: ['tool: --limit must be a positive whole number'] });
    exit.mockClear();
    stderr.mockClear();
    expect(
      await outcome(
        async () => {
          throw new InputError('no article with slug x');
        },
        { expected: [InputError] },
      ),
    ).toEqual({ exit: [1], lines: ['tool: no article with slug x'] });
  });

  it("words any other error as the command asks, with the database's own reason when drizzle wrapped one", async () => {
    const wrapped = new Error('Failed query: insert into "t" values ($1) params: secret', { cause: new Error('relation "t" does not exist') });
    expect(
      await outcome(
        async () => {
          throw wrapped;
        },
        { failure: (e) => `failed, nothing changed: ${databaseReason(e)}` },
      ),
    ).toEqual({ exit: [1], lines: ['tool: failed, nothing changed: relation "t" does not exist'] });
  });
});
