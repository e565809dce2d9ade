import { describe, expect, it } from 'vitest';
import { capturedIo, cliCommand, CliError, databaseReason } from './run';

class InputError extends Error {}

describe('cliCommand', () => {
  /** Runs `main` as the command `tool`: the exit code it asks for (none when the command ends by itself) and what it printed. */
  async function outcome(main: Parameters<typeof cliCommand>[1], options?: Parameters<typeof cliCommand>[2], argv: string[] = []) {
    const out = capturedIo();
    const exit = await cliCommand('tool', main, options)(argv, out.io);
    return { exit, stdout: out.stdout(), stderr: out.stderr() };
  }

  it('exits with the code main returns, and lets a command that returns nothing end by itself', async () => {
    expect(await outcome(async () => 2)).toEqual({ exit: 2, stdout: '', stderr: '' });
    expect(await outcome(async () => undefined)).toEqual({ exit: undefined, stdout: '', stderr: '' });
  });

  it('gives main its arguments, and keeps what it prints on stdout and stderr apart, as console prints it', async () => {
    const printed = await outcome(
      async (argv, io) => {
        io.log('args:', argv);
        io.write('\rprogress 1/2');
        io.warn('careful');
        io.error('%d problems', 3);
      },
      {},
      ['list', '--all'],
    );
    expect(printed).toEqual({ exit: undefined, stdout: "args: [ 'list', '--all' ]\n\rprogress 1/2", stderr: 'careful\n3 problems\n' });
  });

  it('prints an unexpected error as "name failed: message" and exits 1', async () => {
    expect(
      await outcome(async () => {
        throw new Error('disk full');
      }),
    ).toEqual({ exit: 1, stdout: '', stderr: 'tool failed: disk full\n' });
  });

  it('prints a refusal or an expected error as "name: message", with the refusal\'s exit code', async () => {
    expect(
      await outcome(async () => {
        throw new CliError('--limit must be a positive whole number', 2);
      }),
    ).toEqual({ exit: 2, stdout: '', stderr: 'tool: --limit must be a positive whole number\n' });
    expect(
      await outcome(
        async () => {
          throw new InputError('no article with slug x');
        },
        { expected: [InputError] },
      ),
    ).toEqual({ exit: 1, stdout: '', stderr: 'tool: no article with slug x\n' });
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
    ).toEqual({ exit: 1, stdout: '', stderr: 'tool: failed, nothing changed: relation "t" does not exist\n' });
  });
});
