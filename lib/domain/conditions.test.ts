import { describe, expect, it } from 'vitest';
import { type ConditionRule, conditionRule, conditionRules, evaluateCondition, evaluateConditions } from './conditions';

const property = {
  id: 12,
  goal: 0,
  price: 325000,
  reference: 'VE-2024-001',
  city: 'Liège',
  publishPrice: true,
  bedrooms: 3,
  maxPrice: 400000,
  minPrice: 325000,
  remark: '   ',
  manager: null,
  tags: ['garden', 'garage'],
  webIds: [1, 4],
  availableFrom: '2025-03-01',
  signedOn: new Date('2025-01-15T10:00:00Z'),
  details: { floodZone: 'none', facades: 4, permit: 'yes', extra: {} },
};

const rule = (r: Partial<ConditionRule> & Pick<ConditionRule, 'field' | 'logic'>): ConditionRule => r;
const check = (r: Partial<ConditionRule> & Pick<ConditionRule, 'field' | 'logic'>, record: unknown = property) => evaluateCondition(rule(r), record);

describe('condition rule schema', () => {
  it('accepts rules as the config writes them', () => {
    expect(conditionRule.safeParse({ field: 'goal', logic: 'equals', compareWithValue: 0 }).success).toBe(true);
    expect(
      conditionRule.safeParse({ field: 'details.floodZone', logic: 'in', advancedCondition: 'or', compareWithField: null, compareWithValue: ['a'] }).success,
    ).toBe(true);
    expect(conditionRule.safeParse({ field: 'price', logic: 'lessOrEqual', compareWithField: 'maxPrice' }).success).toBe(true);
    expect(conditionRule.safeParse({ field: 'price', logic: 'isEmpty', compareWithField: '' }).success).toBe(true);
    expect(conditionRules.safeParse([]).success).toBe(true);
  });

  it('rejects malformed rules', () => {
    expect(conditionRule.safeParse({ field: 'goal', logic: 'like' }).success).toBe(false);
    expect(conditionRule.safeParse({ field: '', logic: 'isEmpty' }).success).toBe(false);
    expect(conditionRule.safeParse({ field: 'details..floodZone', logic: 'isEmpty' }).success).toBe(false);
    expect(conditionRule.safeParse({ field: 'goal', logic: 'equals', advancedCondition: 'xor' }).success).toBe(false);
    expect(conditionRule.safeParse({ field: 'goal', logic: 'equals', compareValue: 0 }).success).toBe(false);
    expect(conditionRule.safeParse({ logic: 'isEmpty' }).success).toBe(false);
  });
});

describe('evaluating one condition', () => {
  it('equals / notEquals with a value', () => {
    expect(check({ field: 'goal', logic: 'equals', compareWithValue: 0 })).toBe(true);
    expect(check({ field: 'goal', logic: 'equals', compareWithValue: 1 })).toBe(false);
    expect(check({ field: 'goal', logic: 'notEquals', compareWithValue: 1 })).toBe(true);
    expect(check({ field: 'city', logic: 'equals', compareWithValue: 'Liège' })).toBe(true);
    expect(check({ field: 'city', logic: 'equals', compareWithValue: 'liège' })).toBe(false);
    expect(check({ field: 'publishPrice', logic: 'equals', compareWithValue: true })).toBe(true);
    expect(check({ field: 'details.floodZone', logic: 'equals', compareWithValue: 'none' })).toBe(true);
    expect(check({ field: 'details.permit', logic: 'notEquals', compareWithValue: 'requested' })).toBe(true);
    expect(check({ field: 'signedOn', logic: 'equals', compareWithValue: new Date('2025-01-15T10:00:00Z') })).toBe(true);
  });

  it('treats a null field as a value: equal only to null', () => {
    expect(check({ field: 'manager', logic: 'equals', compareWithValue: null })).toBe(true);
    expect(check({ field: 'manager', logic: 'equals', compareWithValue: 'Ann' })).toBe(false);
    expect(check({ field: 'manager', logic: 'notEquals', compareWithValue: 'Ann' })).toBe(true);
    expect(check({ field: 'goal', logic: 'notEquals', compareWithValue: null })).toBe(true);
  });

  it('compares numbers, texts and dates', () => {
    expect(check({ field: 'price', logic: 'greaterThan', compareWithValue: 300000 })).toBe(true);
    expect(check({ field: 'price', logic: 'greaterThan', compareWithValue: 325000 })).toBe(false);
    expect(check({ field: 'price', logic: 'greaterOrEqual', compareWithValue: 325000 })).toBe(true);
    expect(check({ field: 'price', logic: 'lessThan', compareWithValue: 325000 })).toBe(false);
    expect(check({ field: 'price', logic: 'lessOrEqual', compareWithValue: 325000 })).toBe(true);
    expect(check({ field: 'details.facades', logic: 'lessThan', compareWithValue: 5 })).toBe(true);
    expect(check({ field: 'availableFrom', logic: 'lessThan', compareWithValue: '2025-04-01' })).toBe(true);
    expect(check({ field: 'signedOn', logic: 'greaterThan', compareWithValue: new Date('2025-01-01') })).toBe(true);
  });

  it('compares with another field of the record, which wins over the value', () => {
    expect(check({ field: 'price', logic: 'lessOrEqual', compareWithField: 'maxPrice' })).toBe(true);
    expect(check({ field: 'price', logic: 'equals', compareWithField: 'minPrice', compareWithValue: 1 })).toBe(true);
    expect(check({ field: 'price', logic: 'greaterThan', compareWithField: 'maxPrice' })).toBe(false);
    expect(check({ field: 'price', logic: 'equals', compareWithField: '', compareWithValue: 325000 })).toBe(true);
  });

  it('contains: text in text, value in a list', () => {
    expect(check({ field: 'reference', logic: 'contains', compareWithValue: '2024' })).toBe(true);
    expect(check({ field: 'reference', logic: 'contains', compareWithValue: 've-' })).toBe(false);
    expect(check({ field: 'tags', logic: 'contains', compareWithValue: 'garage' })).toBe(true);
    expect(check({ field: 'tags', logic: 'contains', compareWithValue: 'pool' })).toBe(false);
    expect(check({ field: 'webIds', logic: 'contains', compareWithValue: 4 })).toBe(true);
    expect(check({ field: 'webIds', logic: 'contains', compareWithValue: '4' })).toBe(false);
  });

  it('in: the value is one of a list', () => {
    expect(check({ field: 'goal', logic: 'in', compareWithValue: [0, 2] })).toBe(true);
    expect(check({ field: 'goal', logic: 'in', compareWithValue: [1, 2] })).toBe(false);
    expect(check({ field: 'details.permit', logic: 'in', compareWithValue: ['yes', 'requested'] })).toBe(true);
    expect(check({ field: 'goal', logic: 'in', compareWithValue: ['0'] })).toBe(false);
    expect(check({ field: 'id', logic: 'in', compareWithField: 'webIds' })).toBe(false);
    expect(check({ field: 'manager', logic: 'in', compareWithValue: [null, 'Ann'] })).toBe(true);
  });

  it('isEmpty / isNotEmpty', () => {
    expect(check({ field: 'manager', logic: 'isEmpty' })).toBe(true);
    expect(check({ field: 'remark', logic: 'isEmpty' })).toBe(true);
    expect(check({ field: 'details.extra', logic: 'isEmpty' })).toBe(true);
    expect(check({ field: 'tags', logic: 'isEmpty' })).toBe(false);
    expect(check({ field: 'goal', logic: 'isEmpty' })).toBe(false); // 0 is a value
    expect(check({ field: 'publishPrice', logic: 'isNotEmpty' })).toBe(true);
    expect(check({ field: 'city', logic: 'isNotEmpty' })).toBe(true);
    expect(check({ field: 'manager', logic: 'isNotEmpty' })).toBe(false);
    expect(check({ field: 'x', logic: 'isEmpty' }, { x: [] })).toBe(true);
    expect(check({ field: 'x', logic: 'isEmpty' }, { x: undefined })).toBe(true);
  });
});

describe('a failed evaluation counts as false', () => {
  it('for an unknown field, whatever the logic', () => {
    for (const logic of ['equals', 'notEquals', 'isEmpty', 'isNotEmpty', 'greaterThan', 'contains', 'in'] as const) {
      expect(check({ field: 'unknown', logic, compareWithValue: [1] })).toBe(false);
      expect(check({ field: 'details.unknown', logic, compareWithValue: [1] })).toBe(false);
    }
    expect(check({ field: 'manager.name', logic: 'isEmpty' })).toBe(false); // through null
    expect(check({ field: 'city.length', logic: 'isNotEmpty' })).toBe(false); // through a text
    expect(check({ field: 'price', logic: 'equals', compareWithField: 'unknown' })).toBe(false);
    expect(check({ field: 'price', logic: 'notEquals', compareWithField: 'details.unknown' })).toBe(false);
  });

  it('for inherited keys, which are not fields', () => {
    expect(check({ field: 'constructor', logic: 'isNotEmpty' })).toBe(false);
    expect(check({ field: '__proto__', logic: 'isNotEmpty' })).toBe(false);
    expect(check({ field: 'details.toString', logic: 'isNotEmpty' })).toBe(false);
    expect(check({ field: 'tags.length', logic: 'greaterThan', compareWithValue: 0 })).toBe(true); // own key of a list
    expect(check({ field: 'tags.0', logic: 'equals', compareWithValue: 'garden' })).toBe(true);
  });

  it('for a type mismatch, on equals and notEquals alike', () => {
    expect(check({ field: 'goal', logic: 'equals', compareWithValue: '0' })).toBe(false);
    expect(check({ field: 'goal', logic: 'notEquals', compareWithValue: '0' })).toBe(false);
    expect(check({ field: 'publishPrice', logic: 'equals', compareWithValue: 1 })).toBe(false);
    expect(check({ field: 'tags', logic: 'equals', compareWithValue: ['garden', 'garage'] })).toBe(false);
    expect(check({ field: 'details', logic: 'notEquals', compareWithValue: {} })).toBe(false);
    expect(check({ field: 'price', logic: 'greaterThan', compareWithValue: '300000' })).toBe(false);
    expect(check({ field: 'price', logic: 'lessThan', compareWithValue: null })).toBe(false);
    expect(check({ field: 'manager', logic: 'lessThan', compareWithValue: 1 })).toBe(false);
    expect(check({ field: 'publishPrice', logic: 'greaterThan', compareWithValue: false })).toBe(false);
    expect(check({ field: 'price', logic: 'greaterThan', compareWithValue: Number.NaN })).toBe(false);
    expect(check({ field: 'price', logic: 'lessThan', compareWithValue: Number.NaN })).toBe(false);
    expect(check({ field: 'signedOn', logic: 'greaterThan', compareWithValue: '2025-01-01' })).toBe(false);
    expect(check({ field: 'price', logic: 'contains', compareWithValue: 3 })).toBe(false);
    expect(check({ field: 'reference', logic: 'contains', compareWithValue: 2024 })).toBe(false);
    expect(check({ field: 'goal', logic: 'in', compareWithValue: 0 })).toBe(false);
    expect(check({ field: 'goal', logic: 'in', compareWithValue: '0,1' })).toBe(false);
  });

  it('when the operand is missing', () => {
    expect(check({ field: 'goal', logic: 'equals' })).toBe(false);
    expect(check({ field: 'goal', logic: 'notEquals' })).toBe(false);
    expect(check({ field: 'goal', logic: 'in', compareWithField: null })).toBe(false);
  });

  it('for an invalid rule', () => {
    expect(evaluateCondition({ field: 'goal', logic: 'like' } as unknown as ConditionRule, property)).toBe(false);
    expect(evaluateCondition({ field: '', logic: 'isEmpty' }, { '': null })).toBe(false);
    expect(evaluateCondition({ field: 'goal', logic: 'equals', compareValue: 0 } as unknown as ConditionRule, property)).toBe(false);
    expect(evaluateCondition(null as unknown as ConditionRule, property)).toBe(false);
    expect(evaluateCondition('goal = 0' as unknown as ConditionRule, property)).toBe(false);
  });

  it('for a record that is not an object', () => {
    expect(check({ field: 'goal', logic: 'isEmpty' }, null)).toBe(false);
    expect(check({ field: 'goal', logic: 'isEmpty' }, undefined)).toBe(false);
    expect(check({ field: 'length', logic: 'isNotEmpty' }, 'text')).toBe(false);
  });

  it('when reading the record throws', () => {
    const record = {
      get goal(): number {
        throw new Error('boom');
      },
    };
    expect(check({ field: 'goal', logic: 'isNotEmpty' }, record)).toBe(false);
    const proxy = new Proxy(
      {},
      {
        has: () => true,
        getOwnPropertyDescriptor: () => {
          throw new Error('boom');
        },
      },
    );
    expect(check({ field: 'goal', logic: 'isEmpty' }, proxy)).toBe(false);
  });
});

describe('evaluating a list of conditions', () => {
  const yes = rule({ field: 'goal', logic: 'equals', compareWithValue: 0 });
  const no = rule({ field: 'goal', logic: 'equals', compareWithValue: 1 });
  const broken = rule({ field: 'unknown', logic: 'isEmpty' });
  const or = (r: ConditionRule): ConditionRule => ({ ...r, advancedCondition: 'or' });
  const and = (r: ConditionRule): ConditionRule => ({ ...r, advancedCondition: 'and' });

  it('is true for an empty list and false for something that is not a list', () => {
    expect(evaluateConditions([], property)).toBe(true);
    expect(evaluateConditions(null as unknown as ConditionRule[], property)).toBe(false);
    expect(evaluateConditions({} as unknown as ConditionRule[], property)).toBe(false);
  });

  it('joins rules with and by default', () => {
    expect(evaluateConditions([yes], property)).toBe(true);
    expect(evaluateConditions([no], property)).toBe(false);
    expect(evaluateConditions([yes, yes], property)).toBe(true);
    expect(evaluateConditions([yes, no], property)).toBe(false);
    expect(evaluateConditions([yes, and(no)], property)).toBe(false);
    expect(evaluateConditions([yes, { ...no, advancedCondition: null }], property)).toBe(false);
  });

  it('joins with or when a rule says so, left to right without precedence', () => {
    expect(evaluateConditions([no, or(yes)], property)).toBe(true);
    expect(evaluateConditions([no, or(no)], property)).toBe(false);
    expect(evaluateConditions([no, or(yes), and(no)], property)).toBe(false); // (no or yes) and no
    expect(evaluateConditions([yes, and(no), or(yes)], property)).toBe(true); // (yes and no) or yes
    expect(evaluateConditions([or(no), yes], property)).toBe(false); // the first rule's join is ignored
    expect(evaluateConditions([or(yes)], property)).toBe(true);
  });

  it('counts a rule that fails as false where it stands', () => {
    expect(evaluateConditions([yes, broken], property)).toBe(false);
    expect(evaluateConditions([broken, or(yes)], property)).toBe(true);
    expect(evaluateConditions([yes, or(broken)], property)).toBe(true);
    expect(evaluateConditions([yes, { field: 'goal', logic: 'nope' } as unknown as ConditionRule], property)).toBe(false);
    expect(evaluateConditions([yes, null as unknown as ConditionRule], property)).toBe(false);
  });
});
