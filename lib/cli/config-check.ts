/**
 * `npm run config:check [DIR]`: validates the site configuration (default `config/`) and prints one line
 * per problem: the file, the JSON path and what is wrong. Exits 1 when anything is wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILES, type ConfigFileName } from '../../config/schema';
import { formatProblem, formatWarning, validateSiteConfig, type ConfigProblem } from '../../config/validate';
import { runCli } from './run';

/** The error lines of the configuration in `dir` (empty when it is valid). */
export function checkConfigDir(dir: string): string[] {
  return checkConfigDirReport(dir).errors;
}

/** Errors (the build stops) and warnings (keys of the specification the site ignores) of the configuration in `dir`. */
export function checkConfigDirReport(dir: string): { errors: string[]; warnings: string[] } {
  const { problems, warnings } = readConfigDir(dir);
  return { errors: problems, warnings };
}

/** The files of `dir` parsed (file name → JSON), the problems `config:check` prints (none: valid) and its warnings. */
export function readConfigDir(dir: string): { raw: Record<ConfigFileName, unknown>; problems: string[]; warnings: string[] } {
  const raw = {} as Record<ConfigFileName, unknown>;
  const problems: ConfigProblem[] = [];
  for (const file of Object.keys(CONFIG_FILES) as ConfigFileName[]) {
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch {
      problems.push({ file, path: '$', message: 'is missing' });
      continue;
    }
    try {
      raw[file] = JSON.parse(text);
    } catch (e) {
      const msg = (e as Error).message;
      const pos = errorPosition(text, msg);
      const where = pos === null ? '' : lineCol(text, pos);
      const reason = msg.replace(/ in JSON at position \d+.*$/s, '').replace(/, (\.\.\.|")[\s\S]*(\.\.\.|") is not valid JSON$/, '');
      problems.push({ file, path: '$', message: `is not valid JSON${where}: ${reason}` });
    }
  }
  if (problems.length) return { raw, problems: problems.map(formatProblem), warnings: [] };
  const result = validateSiteConfig(raw);
  return { raw, problems: result.problems.map(formatProblem), warnings: result.warnings.map(formatWarning) };
}

/** Where JSON.parse failed: Node 22+ says "at position N"; Node 20 quotes about ten characters either side of it. */
function errorPosition(text: string, msg: string): number | null {
  const pos = /position (\d+)/.exec(msg);
  if (pos) return Number(pos[1]);
  const [, token, excerpt] = /^Unexpected token '(.)', (?:\.\.\.|")([\s\S]*?)(?:\.\.\.|") is not valid JSON$/.exec(msg) ?? [];
  if (token === undefined || excerpt === undefined) return null;
  // The excerpt is centred on the bad token: look for the longest piece ending at it that occurs in the text.
  const mid = excerpt.indexOf(token, Math.max(0, Math.floor(excerpt.length / 2) - 2));
  for (let k = mid; k >= 3; k--) {
    const at = text.indexOf(excerpt.slice(mid - k, mid + 1));
    if (at >= 0) return at + k;
  }
  return null;
}

function lineCol(text: string, pos: number): string {
  const before = text.slice(0, pos).split('\n');
  // split always gives at least one (possibly empty) line.
  return ` (line ${before.length}, column ${(before.at(-1) ?? '').length + 1})`;
}

export const configCheckCommand = runCli('config-check.ts', 'config:check', async (argv, io) => {
  const dir = argv[0] ?? join(process.cwd(), 'config');
  const { errors, warnings } = checkConfigDirReport(dir);
  for (const l of warnings) io.warn(l);
  if (errors.length) {
    for (const l of errors) io.error(l);
    return 1;
  }
  io.log(`config: ${Object.keys(CONFIG_FILES).length} files valid`);
});
