import { describe, expect, it } from 'vitest';
import { formDataObject, readPostedFields } from './form-data';
import { cpuMs } from '@/tests/support/cpu-time';

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('a posted form read as the schemas read it', () => {
  it('groups repeated names into arrays and leaves out Next.js’s own entries', () => {
    const data = formData([
      ['$ACTION_ID_abc', ''],
      ['zones', 'brussels'],
      ['name', 'Anne'],
      ['zones', 'liege'],
    ]);
    expect(formDataObject(data)).toEqual({ zones: ['brussels', 'liege'], name: 'Anne' });
  });

  it('stops reading at the limit: 200,000 fields are refused in < 100 ms, after reading a few thousand', () => {
    const data = formData(Array.from({ length: 200_000 }, (_, i) => [`f${i}`, '']));
    let best = Infinity;
    for (let run = 0; run < 3; run++)
      best = Math.min(
        best,
        cpuMs(() => expect(readPostedFields(data, 20_000)).toBeNull()),
      );
    expect(best).toBeLessThan(100);
    expect(readPostedFields(formData([['name', 'Anne']]), 20_000)).toEqual({ name: 'Anne' });
  });
});
