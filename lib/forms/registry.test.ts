import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { FORMS } from './registry';
import { formDataObject } from './form-data';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { issueKey } from './fields';
import { loadSchema, SCHEMA_LOADERS } from './schema-loader';

/** The errors the browser shows for `values`: the loaded schema through react-hook-form's zod resolver, as message keys. */
async function formErrors(name: string, values: Record<string, unknown>): Promise<Record<string, string>> {
  const resolver = zodResolver(await loadSchema(name)) as unknown as Resolver<FieldValues>;
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, issueKey(error?.message as string | undefined)]));
}

describe('the browser loads the schema the server checks', () => {
  it('has a loader for every form of the registry and for nothing else', () => {
    expect(Object.keys(SCHEMA_LOADERS).sort()).toEqual(Object.keys(FORMS).sort());
  });

  it.each(Object.keys(FORMS))('%s: the loaded schema is the registry’s', async (name) => {
    expect(await loadSchema(name)).toBe(must(FORMS[name], `form ${name}`).schema);
  });
});

describe('the browser checks what the server would post', () => {
  const posted = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    data.append('$ACTION_ID_abc', ''); // Next's own entry, never a field
    return formDataObject(data);
  };

  it('reads a post as the schemas read it: one value as itself, a repeated name as a list, no $ACTION entries', () => {
    expect(
      posted([
        ['email', 'a@example.be'],
        ['types', 'house'],
        ['types', 'flat'],
      ]),
    ).toEqual({ email: 'a@example.be', types: ['house', 'flat'] });
  });

  it("finds with react-hook-form's resolver the errors the server finds, by field, as message keys", async () => {
    expect(await formErrors('newsletter', posted([['email', 'not an address']]))).toMatchObject({ email: 'email', captcha: 'captchaRequired' });
    expect(
      await formErrors(
        'newsletter',
        posted([
          ['email', 'a@example.be'],
          ['captcha', 'ABCDE'],
        ]),
      ),
    ).toEqual({});
    const contact = await formErrors('contact', posted([['email', 'a@example.be']]));
    expect(contact).toMatchObject({ firstName: 'required', lastName: 'required' });
    expect(contact).not.toHaveProperty('email');
  });
});
