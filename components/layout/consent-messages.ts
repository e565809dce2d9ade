/**
 * The consent texts the browser needs: the dialog's and the footer's "Cookie settings". Not `consent.text`,
 * which the server formats (it holds a link) and hands to CookieConsent.
 */
export const CONSENT_CLIENT_MESSAGES = ['title', 'acceptAll', 'necessaryOnly', 'customize', 'save', 'settings', 'optionsLegend', 'kinds'].map(
  (key) => `consent.${key}`,
);
