/**
 * How every command of lib/cli ends. `main` returns the exit code (or nothing: the process ends by itself
 * once its work is done). A thrown error is one line on stderr and exit code 1: `name: message` for an
 * error the person typing the command can act on (a `CliError`, or one of the command's `expected`
 * classes), `name failed: message` for anything else, unless the command words that itself (`failure`).
 */

/** A refusal the command words itself (wrong arguments, a missing setting): `name: message`, exit `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

type ErrorClass = abstract new (...args: never[]) => Error;

type Options = {
  /** Errors whose message is meant for the person who ran the command: `name: message`. */
  expected?: ErrorClass[];
  /** The line after `name: ` for any other error; without it: `name failed: message`. */
  failure?: (e: unknown) => string;
};

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The database's own words: drizzle's wrapper message repeats the whole statement with its parameters. */
export function databaseReason(e: unknown): string {
  const cause = (e as { cause?: unknown } | null)?.cause;
  return cause instanceof Error ? cause.message : errorMessage(e);
}

export function runCli(name: string, main: () => Promise<number | void>, options: Options = {}): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (e: unknown) => {
      const expected = e instanceof CliError || (options.expected ?? []).some((c) => e instanceof c);
      console.error(expected ? `${name}: ${errorMessage(e)}` : options.failure ? `${name}: ${options.failure(e)}` : `${name} failed: ${errorMessage(e)}`);
      process.exit(e instanceof CliError ? e.exitCode : 1);
    },
  );
}
