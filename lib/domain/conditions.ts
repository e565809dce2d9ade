/**
 * Condition rules from the site configuration (field, logic,
 * advancedCondition, compareWithField, compareWithValue) and their evaluation against a record, e.g. a
 * property. A condition whose evaluation fails counts as false.
 *
 * What fails (and so gives false, whatever the logic, `notEquals` and `isEmpty` included):
 * - a rule that does not follow the schema (unknown logic, empty field, a key the schema does not know, …);
 * - a field path (dotted, as in `details.floodZone`) or a `compareWithField` path that does not exist in the
 *   record; only the record's own keys are followed, never inherited ones such as `constructor`;
 * - a comparison that needs an operand and has none (neither `compareWithField` nor `compareWithValue`);
 * - a type mismatch: `equals`/`notEquals` between different kinds (3 and '3', a number and a boolean, an
 *   object or list), an order comparison other than number-number, text-text (ISO dates order as text) or
 *   date-date, `contains` other than text in text (case-sensitive) or a value in a list, `in` with an operand
 *   that is not a list;
 * - anything that throws.
 * A field that exists with the value null (or undefined) is no failure: it `isEmpty`, `equals` only null and
 * is `notEquals` to anything else.
 */
import * as z from './zod';

export const CONDITION_LOGICS = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'greaterOrEqual',
  'lessOrEqual',
  'contains',
  'isEmpty',
  'isNotEmpty',
  'in',
] as const;
export type ConditionLogic = (typeof CONDITION_LOGICS)[number];

export type ConditionRule = {
  /** Path of the tested value in the record, dotted for nested values: `goal`, `details.floodZone`. */
  field: string;
  logic: ConditionLogic;
  /** How this rule joins the result of the rules before it (default 'and'; ignored on the first rule). */
  advancedCondition?: 'and' | 'or' | null;
  /** Compare with another value of the same record (wins over `compareWithValue` when set; '' is not set). */
  compareWithField?: string | null;
  compareWithValue?: unknown;
};

/** A dotted path: non-empty segments separated by dots. */
const fieldPath = z.string().check(z.regex(/^[^.\s]+(\.[^.\s]+)*$/, 'must be a field name or a dotted path such as details.floodZone'));

export const conditionRule = z.strictObject({
  field: fieldPath,
  logic: z.enum(CONDITION_LOGICS),
  advancedCondition: z.nullish(z.enum(['and', 'or'])),
  compareWithField: z.nullish(z.union([fieldPath, z.literal('')])),
  compareWithValue: z.optional(z.unknown()),
});

export const conditionRules = z.array(conditionRule);

// The schema and the declared type describe the same rule.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof conditionRule>, ConditionRule> = true;
void schemaMatchesType;

/** Raised inside the evaluation for anything that makes it fail; caught and turned into false. */
class ConditionFailure extends Error {}

function fail(reason: string): never {
  throw new ConditionFailure(reason);
}

/** The value at a dotted path, following own keys only; fails when a step does not exist. */
function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) fail(`no field ${path}`);
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

type Kind = 'null' | 'number' | 'string' | 'boolean' | 'date' | 'list' | 'object' | 'other';

function kindOf(value: unknown): Kind {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'other' : 'date';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? 'other' : 'number';
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return 'other';
  }
}

function isEmptyValue(value: unknown): boolean {
  const kind = kindOf(value);
  if (kind === 'null') return true;
  if (kind === 'string') return (value as string).trim() === '';
  if (kind === 'list') return (value as unknown[]).length === 0;
  if (kind === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function sameScalar(a: unknown, b: unknown): boolean {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka === 'null' || kb === 'null') return ka === kb;
  if (ka !== kb || !['number', 'string', 'boolean', 'date'].includes(ka)) fail('type mismatch');
  return ka === 'date' ? (a as Date).getTime() === (b as Date).getTime() : a === b;
}

/** -1, 0 or 1 for two numbers, two texts or two dates; fails for anything else. */
function order(a: unknown, b: unknown): number {
  const ka = kindOf(a);
  if (ka !== kindOf(b) || !['number', 'string', 'date'].includes(ka)) fail('type mismatch');
  const x = ka === 'date' ? (a as Date).getTime() : (a as number | string);
  const y = ka === 'date' ? (b as Date).getTime() : (b as number | string);
  return x < y ? -1 : x > y ? 1 : 0;
}

function contains(haystack: unknown, needle: unknown): boolean {
  const kind = kindOf(haystack);
  if (kind === 'string') {
    if (typeof needle !== 'string') fail('type mismatch');
    return (haystack as string).includes(needle);
  }
  if (kind === 'list') return (haystack as unknown[]).some((item) => kindOf(item) === kindOf(needle) && sameScalar(item, needle));
  return fail('type mismatch');
}

function operand(rule: ConditionRule, record: unknown): unknown {
  if (rule.compareWithField) return valueAt(record, rule.compareWithField);
  if (rule.compareWithValue === undefined) fail('no value to compare with');
  return rule.compareWithValue;
}

function evaluate(rule: ConditionRule, record: unknown): boolean {
  const value = valueAt(record, rule.field);
  switch (rule.logic) {
    case 'isEmpty':
      return isEmptyValue(value);
    case 'isNotEmpty':
      return !isEmptyValue(value);
    case 'equals':
      return sameScalar(value, operand(rule, record));
    case 'notEquals':
      return !sameScalar(value, operand(rule, record));
    case 'greaterThan':
      return order(value, operand(rule, record)) > 0;
    case 'lessThan':
      return order(value, operand(rule, record)) < 0;
    case 'greaterOrEqual':
      return order(value, operand(rule, record)) >= 0;
    case 'lessOrEqual':
      return order(value, operand(rule, record)) <= 0;
    case 'contains':
      return contains(value, operand(rule, record));
    case 'in': {
      const list = operand(rule, record);
      if (!Array.isArray(list)) fail('in needs a list');
      return contains(list, value);
    }
  }
}

/** Whether a record meets one rule. A rule that cannot be evaluated (see the module comment) is false. */
export function evaluateCondition(rule: ConditionRule, record: unknown): boolean {
  const parsed = conditionRule.safeParse(rule);
  if (!parsed.success) return false;
  try {
    return evaluate(parsed.data, record);
  } catch {
    return false;
  }
}

/**
 * Whether a record meets a list of rules, combined left to right: each rule after the first joins the
 * result so far with its own `advancedCondition` ('and' by default, 'or'), without precedence:
 * `A, or B, and C` is `(A or B) and C`. An empty list is true; a list that is not an array is false; a rule
 * that cannot be evaluated counts as false where it stands (an 'or' after it can still make the list true).
 */
export function evaluateConditions(rules: readonly ConditionRule[], record: unknown): boolean {
  if (!Array.isArray(rules)) return false;
  let result = true;
  rules.forEach((rule, i) => {
    const met = evaluateCondition(rule, record);
    const join = (rule as { advancedCondition?: unknown } | null)?.advancedCondition === 'or' ? 'or' : 'and';
    result = i === 0 ? met : join === 'or' ? result || met : result && met;
  });
  return result;
}
