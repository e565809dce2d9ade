import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  allowedScripts,
  CONSENT_COOKIE_DAYS,
  CONSENT_WAIT_MS,
  consentState,
  DEFAULT_CONSENT,
  isPreviewPath,
  makeChoice,
  necessaryOnly,
  OPTIONAL_CONSENT_KINDS,
  parseChoice,
  serializeChoice,
  type TrackingIds,
} from './consent';

const ids: TrackingIds = { analyticsId: 'G-TEST', adsId: 'AW-1', tagManagerId: 'GTM-X', pixelId: '42' };
const kinds = (choice: Parameters<typeof allowedScripts>[0], with_ = ids) => allowedScripts(choice, with_).map((s) => s.kind);

describe('consent choice', () => {
  it('offers the four optional kinds of Consent Mode v2 and waits 500ms by default', () => {
    expect(OPTIONAL_CONSENT_KINDS).toEqual(['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization']);
    expect(CONSENT_WAIT_MS).toBe(500);
    expect(CONSENT_COOKIE_DAYS).toBe(180);
  });

  it('denies every optional kind by default, keeps the necessary ones granted, and waits for an update', () => {
    expect(DEFAULT_CONSENT).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: 500,
    });
  });

  it('turns a choice into the gtag consent state', () => {
    expect(consentState(acceptAll())).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentState(necessaryOnly())).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    const partial = consentState(makeChoice({ analytics_storage: true, ad_user_data: true }));
    expect(partial).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'denied',
      security_storage: 'granted',
    });
    expect(consentState(acceptAll())).not.toHaveProperty('wait_for_update');
  });

  it('reads back what it stores', () => {
    const choice = makeChoice({ ad_storage: true }, new Date('2025-03-01T10:00:00Z'));
    expect(parseChoice(serializeChoice(choice))).toEqual(choice);
    expect(choice.date).toBe('2025-03-01T10:00:00.000Z');
  });

  it('counts a missing, malformed or outdated value as no choice', () => {
    const good = JSON.parse(serializeChoice(acceptAll()));
    for (const bad of [
      null,
      undefined,
      '',
      'yes',
      '{',
      '[]',
      'null',
      JSON.stringify({ ...good, version: 2 }),
      JSON.stringify({ ...good, granted: { ...good.granted, ad_storage: 'granted' } }),
      JSON.stringify({ ...good, granted: { analytics_storage: true } }),
      JSON.stringify({ ...good, granted: { ...good.granted, extra: true } }),
      JSON.stringify({ version: 1, granted: good.granted }),
    ]) {
      expect(parseChoice(bad), String(bad)).toBeNull();
    }
  });
});

describe('scripts allowed by a choice', () => {
  it('loads nothing before a choice', () => {
    expect(allowedScripts(null, ids)).toEqual([]);
  });

  it('loads everything configured when the visitor agrees to all', () => {
    expect(allowedScripts(acceptAll(), ids)).toEqual([
      { kind: 'analytics', id: 'G-TEST', src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST' },
      { kind: 'tagmanager', id: 'GTM-X', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X' },
      { kind: 'ads', id: 'AW-1', src: 'https://www.googletagmanager.com/gtag/js?id=AW-1' },
      { kind: 'pixel', id: '42', src: 'https://connect.facebook.net/en_US/fbevents.js' },
    ]);
  });

  it('loads nothing with necessary cookies only: not even the tag manager, a third party', () => {
    expect(kinds(necessaryOnly())).toEqual([]);
  });

  it('ties each script to its kinds', () => {
    expect(kinds(makeChoice({ analytics_storage: true }))).toEqual(['analytics', 'tagmanager']);
    expect(kinds(makeChoice({ ad_storage: true }))).toEqual(['tagmanager', 'ads']);
    expect(kinds(makeChoice({ ad_personalization: true }))).toEqual(['tagmanager']);
    expect(kinds(makeChoice({ ad_storage: true, ad_personalization: true }))).toEqual(['tagmanager', 'ads', 'pixel']);
    expect(kinds(makeChoice({ ad_user_data: true }))).toEqual(['tagmanager']);
  });

  it('skips a script whose ID is not configured', () => {
    expect(kinds(acceptAll(), { analyticsId: null, adsId: 'AW-1', tagManagerId: null, pixelId: '' })).toEqual(['ads']);
  });
});

describe('preview paths', () => {
  const previewPaths = ['/preview'];
  it('matches the path and what is below it, with or without a language prefix', () => {
    expect(isPreviewPath('/preview', previewPaths)).toBe(true);
    expect(isPreviewPath('/preview/', previewPaths)).toBe(true);
    expect(isPreviewPath('/fr/preview/', previewPaths)).toBe(true);
    expect(isPreviewPath('/fr/preview/property/12/', previewPaths)).toBe(true);
    expect(isPreviewPath('/de/Preview', previewPaths)).toBe(true);
  });

  it('does not match other pages', () => {
    expect(isPreviewPath('/', previewPaths)).toBe(false);
    expect(isPreviewPath('/fr/', previewPaths)).toBe(false);
    expect(isPreviewPath('/fr/previews/', previewPaths)).toBe(false);
    expect(isPreviewPath('/fr/a-vendre/preview/', previewPaths)).toBe(false);
    expect(isPreviewPath('/xx/preview/', previewPaths)).toBe(false);
    expect(isPreviewPath('/preview/', [])).toBe(false);
    expect(isPreviewPath('/fr/', ['/'])).toBe(false);
  });
});
