import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { FORMS } from './registry';
import { loadSchema, SCHEMA_LOADERS } from './schema-loader';

describe('the browser loads the schema the server checks', () => {
  it('has a loader for every form of the registry and for nothing else', () => {
    expect(Object.keys(SCHEMA_LOADERS).sort()).toEqual(Object.keys(FORMS).sort());
  });

  it.each(Object.keys(FORMS))('%s: the loaded schema is the registry’s', async (name) => {
    expect(await loadSchema(name)).toBe(must(FORMS[name], `form ${name}`).schema);
  });
});
