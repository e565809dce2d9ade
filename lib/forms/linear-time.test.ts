/**
 * No input check can stall the server: every pattern and every form's schema answers 1 MB of the worst
 * case for it in linear time (the e-mail pattern used to take ~7 s for 128 kB, quadratic in the length).
 * Linear work on 1 MB costs tens of milliseconds of processor time; a backtracking pattern costs seconds on
 * 64 kB and minutes on 1 MB. The bound, LINEAR_MS, lies between the two with a wide margin on each side, so
 * it holds on a busy machine and still fails for a quadratic check.
 * Neither can writing the log: the site's log (lib/log.ts) and the production server's (server/server.mjs)
 * cut a text before they mask the addresses in it, and every pattern written in those files (and in the
 * client-address parser server.mjs runs on each request's headers) runs in linear time.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isEmailAddress, isPhone, isZip } from './fields';
import { FORMS } from './registry';
import { isDemandToken } from '@/lib/data/demands';
import { formatLogLine } from '@/lib/log';
import { maskEmails, scrubText } from '@/lib/log-scrub.mjs';
import { isSection } from './types';
import { cpuMs } from '@/tests/support/cpu-time';

const MB = 1 << 20;
/** Processor time that linear work on 1 MB stays far below and quadratic work far above. */
const LINEAR_MS = 1000;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

/** Values that make a backtracking pattern try every split: long runs of what the pattern accepts, ending wrong. */
const WORST = [
  fill('a'),
  fill('a.'),
  `a@${fill('a.')}`,
  `a@${fill('.a')}!`,
  fill('@'),
  fill('a@'),
  `${fill('a')}@`,
  fill('1'),
  `+${fill('1 ')}x`,
  fill('A-'),
  fill(' '),
  fill('1-'),
  `${fill('9')}-99-99`,
  // What a log line may carry: a long path or URL (the image route's ENAMETOOLONG), addresses without a domain.
  `/${fill('a')}.jpg`,
  `https://${fill('a.')}/x.jpg`,
  `a@${fill('a')}`,
  fill('a@a'),
  fill('params: '),
  fill('::ffff:1.'),
];

/**
 * The best of three runs in processor time: the cost of the check itself, not the machine's other work (CI
 * shares its cores). A run over the bound is not repeated (a quadratic pattern would take minutes more).
 */
const timed = (run: () => unknown) => {
  let best = Infinity;
  for (let i = 0; i < 3 && (i === 0 || best < LINEAR_MS); i++) best = Math.min(best, cpuMs(run));
  return best;
};

/** The regular expression literals written in a source file (read with the TypeScript parser, so none is missed). */
function patternsIn(file: string): RegExp[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: RegExp[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf('/');
      found.push(new RegExp(text.slice(1, end), text.slice(end + 1)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('input checks run in linear time', () => {
  it('the e-mail, phone, postcode and token checks answer 1 MB of their worst case in linear time', () => {
    for (const value of WORST) {
      for (const check of [isEmailAddress, isPhone, isZip, isDemandToken]) {
        expect(
          timed(() => check(value)),
          `${check.name} on ${value.slice(0, 12)}…`,
        ).toBeLessThan(LINEAR_MS);
        expect(check(value)).toBe(false);
      }
    }
  });

  it('still accepts real addresses and refuses broken ones', () => {
    expect(isEmailAddress('anne.dupont@example.be')).toBe(true);
    expect(isEmailAddress('a+b@mail.example.co.uk')).toBe(true);
    for (const bad of ['anne@example', 'anne@@example.be', '@example.be', 'anne@.be', 'an ne@example.be', 'anne@example.b', 'anne@example.be.'])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it("the log's scrubbing writes a line of 1 MB of each worst case, as a text, an error or a field's name, in linear time", () => {
    for (const value of WORST) {
      const error = new Error(`ENAMETOOLONG: name too long, open '${value}'`);
      const fields = { src: value, error, nested: { [value]: value, list: [value, value] } };
      let line = '';
      expect(
        timed(() => (line = formatLogLine('error', 'image.resize-failed', fields))),
        `a log line of ${value.slice(0, 12)}…`,
      ).toBeLessThan(LINEAR_MS);
      // Each text is cut: the line stays a few kilobytes whatever it is given.
      expect(line.length).toBeLessThan(12_000);
      expect(
        timed(() => scrubText(value, 4000)),
        `server.mjs's scrubbing of ${value.slice(0, 12)}…`,
      ).toBeLessThan(LINEAR_MS);
      // The mask itself is linear too: 64 kB, where the old pattern took seconds (production masks only cut text).
      expect(
        timed(() => maskEmails(value.slice(0, 64 * 1024))),
        `the e-mail mask on ${value.slice(0, 12)}…`,
      ).toBeLessThan(LINEAR_MS);
    }
  });

  // 64 kB each: enough to show a quadratic pattern (the e-mail mask took 4 s for 60 kB), small enough that one finishes.
  const SMALLER = WORST.map((value) => value.slice(0, 64 * 1024));
  for (const file of ['server/server.mjs', 'lib/log.ts', 'lib/log-scrub.mjs', 'lib/http/client-address.mjs']) {
    it(`every pattern written in ${file} searches 64 kB of each worst case in linear time`, () => {
      const patterns = patternsIn(file);
      expect(patterns.length, `the patterns of ${file}`).toBeGreaterThan(0);
      for (const pattern of patterns)
        for (const value of SMALLER)
          expect(
            timed(() => value.replace(new RegExp(pattern.source, pattern.flags), '')),
            `${pattern} on ${value.slice(0, 12)}…`,
          ).toBeLessThan(LINEAR_MS);
    });
  }

  for (const form of Object.values(FORMS)) {
    it(`the ${form.name} form answers 1 MB in every field in linear time, and refuses it`, () => {
      const names = form.fields.filter((f) => !isSection(f)).map((f) => (f as { name: string }).name);
      for (const value of WORST) {
        const input = Object.fromEntries(names.concat('captcha').map((n) => [n, value]));
        let success = true;
        const ms = timed(() => {
          success = form.schema.safeParse(input).success;
        });
        expect(ms, `${form.name} with ${value.slice(0, 12)}…`).toBeLessThan(LINEAR_MS);
        expect(success).toBe(false);
      }
    });
  }
});
