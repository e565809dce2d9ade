import { createHash } from 'node:crypto';
import { CONSENT_CHECK_SCRIPT } from '@/lib/domain/consent-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isOwnerPath } from './portal-headers';

describe('owner page headers', () => {
  it('recognise the sign-in and portal pages in every language, and nothing else', () => {
    for (const path of [
      '/fr/connexion/',
      '/nl/aanmelden/',
      '/en/login/',
      '/de/anmelden/',
      '/fr/connexion/mot-de-passe-oublie/',
      '/de/anmelden/neues-passwort/abc/',
      '/fr/espace-proprietaire/',
      '/nl/portaal/pand/1003/',
      '/en/portal/property/1/',
    ]) {
      expect(isOwnerPath(path), path).toBe(true);
    }
    // Whatever the spelling: percent-encoded letters, case, repeated slashes.
    for (const path of ['/en/%70ortal/', '/en/%70%6Frtal/property/1/', '/EN/Portal/', '/en//portal/', '/fr/Connexion', '/en/%6cogin/'])
      expect(isOwnerPath(path), path).toBe(true);
    for (const path of ['/fr/', '/fr/a-vendre/', '/fr/bien/1001/', '/en/loginx/', '/fr/connexions/', '/login/', '/en/%E0%A4/']) {
      expect(isOwnerPath(path), path).toBe(false);
    }
  });

  it('allow only scripts with the response nonce in production, and no framing', () => {
    const csp = contentSecurityPolicy('abc123', false);
    // …and the layout's consent check, by the hash of its exact text
    const hash = createHash('sha256').update(CONSENT_CHECK_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'nonce-abc123' 'sha256-${hash}';`);
    // No third-party host, and nothing a nonce'd script could use to load one.
    expect(csp).not.toContain('strict-dynamic');
    expect(csp).not.toMatch(/https?:/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
