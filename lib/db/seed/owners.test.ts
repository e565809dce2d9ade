import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_PASSWORD, demoOwnerPassword } from './owners';

describe('demo owners’ password', () => {
  it('is the published one outside production only', () => {
    expect(demoOwnerPassword({ NODE_ENV: 'development' })).toEqual({ password: DEMO_OWNER_PASSWORD, oneTime: false });
    expect(demoOwnerPassword({})).toEqual({ password: DEMO_OWNER_PASSWORD, oneTime: false });
    const a = demoOwnerPassword({ NODE_ENV: 'production' });
    const b = demoOwnerPassword({ NODE_ENV: 'production' });
    expect(a.oneTime).toBe(true);
    expect(a.password).not.toBe(DEMO_OWNER_PASSWORD);
    expect(a.password).not.toBe(b.password);
    expect(a.password.length).toBeGreaterThanOrEqual(24);
  });
});
