import { describe, expect, it } from 'vitest';
import { safeDecode } from './decode';

describe('percent-decoding of visitor input', () => {
  it('decodes once, and answers null for a malformed sequence instead of throwing', () => {
    expect(safeDecode('Notre%20agence')).toBe('Notre agence');
    expect(safeDecode('%2541')).toBe('%41');
    for (const bad of ['%', '%E0%A4', '%ZZ', '100%', '%C3']) expect(safeDecode(bad), bad).toBeNull();
  });
});
