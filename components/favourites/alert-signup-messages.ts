/**
 * The messages AlertSignup uses in the browser: a page that renders it names these in its ClientMessages
 * (the sign-up's own texts, and the captcha's and the privacy notice's of the site's forms).
 */
export const ALERT_SIGNUP_MESSAGES = ['favourite-alert', 'forms.fields.captcha', 'forms.captcha', 'forms.honeypot', 'forms.sending'] as const;
