/**
 * How every command of lib/cli runs and ends. A command is `main(argv, io)`: it reads its arguments from `argv`
 * (the process's own, without node and the script) and prints through `io`, never through `console` or
 * `process.stdout`, so that a test can run it in the test's own process with the output captured. It returns the
 * exit code (or nothing: 0, the process ends by itself once its work is done). A thrown error is one line on
 * stderr and exit code 1: `name: message` for an error the person typing the command can act on (a
 * `CliError`, or one of the command's `expected` classes), `name failed: message` for anything else, unless
 * the command words that itself (`failure`).
 */
import { format } from 'node:util';

/** A refusal the command words itself (wrong arguments, a missing setting): `name: message`, exit `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Where a command prints: lines as `console.log` (stdout) and `console.error` / `console.warn` (stderr) print them. */
export type CliIo = {
  log: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  /** Text on stdout as it is, with no newline added (a progress line that rewrites itself after `\r`). */
  write: (text: string) => void;
  /** Stdout is a terminal: progress may rewrite one line instead of printing many. */
  tty: boolean;
};

/** A command: the exit code it asks for (undefined: it ends by itself, 0), errors already printed. */
export type CliCommand = (argv: string[], io: CliIo) => Promise<number | undefined>;

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

/** The process's own console and stdout. */
export const processIo = (): CliIo => ({
  log: (...args) => console.log(...args),
  error: (...args) => console.error(...args),
  warn: (...args) => console.warn(...args),
  write: (text) => void process.stdout.write(text),
  tty: Boolean(process.stdout.isTTY),
});

/** An io that keeps what is printed, as the process's stdout and stderr would have it. */
export function capturedIo(): { io: CliIo; stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    log: (...args) => void (stdout += `${format(...args)}\n`),
    error: (...args) => void (stderr += `${format(...args)}\n`),
    warn: (...args) => void (stderr += `${format(...args)}\n`),
    write: (text) => void (stdout += text),
    tty: false,
  };
  return { io, stdout: () => stdout, stderr: () => stderr };
}

/** `main` as a command named `name`: a thrown error printed as one line on `io`'s stderr, and its exit code. */
export function cliCommand(name: string, main: (argv: string[], io: CliIo) => Promise<number | void>, options: Options = {}): CliCommand {
  return async (argv, io) => {
    try {
      const code = await main(argv, io);
      return typeof code === 'number' ? code : undefined;
    } catch (e) {
      const expected = e instanceof CliError || (options.expected ?? []).some((c) => e instanceof c);
      io.error(expected ? `${name}: ${errorMessage(e)}` : options.failure ? `${name}: ${options.failure(e)}` : `${name} failed: ${errorMessage(e)}`);
      return e instanceof CliError ? e.exitCode : 1;
    }
  };
}

/**
 * The command of `file` (`owners.ts`): run at once on the process's arguments and console when the process was
 * started with that file (`npm run owners`), exiting with its code; only returned when the file is imported (a test).
 */
export function runCli(file: string, name: string, main: (argv: string[], io: CliIo) => Promise<number | void>, options: Options = {}): CliCommand {
  const command = cliCommand(name, main, options);
  if (process.argv[1]?.replaceAll('\\', '/').endsWith(`/lib/cli/${file}`)) {
    void command(process.argv.slice(2), processIo()).then((code) => {
      if (code !== undefined) process.exit(code);
    });
  }
  return command;
}
