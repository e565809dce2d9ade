import { describe, expect, it } from 'vitest';
import { headerLogos } from './logo';

describe('the header logo', () => {
  it("is the site's logo, with its light twin on the transparent header", () => {
    expect(headerLogos('/logo.svg', null)).toEqual({ dark: '/logo.svg', light: '/logo-light.svg' });
  });
  it("is the page's own logo on a page that has one", () => {
    expect(headerLogos('/logo.svg', '/uploads/espagne-logo.png')).toEqual({ dark: '/uploads/espagne-logo.png', light: '/uploads/espagne-logo.png' });
  });
});
