import { CONSENT_COOKIE, CONSENT_RESET_PARAM, CONSENT_STORAGE_KEY } from './consent';

/**
 * The site's one inline script of its own, first in the body: it marks the page `data-consent="ask"` when
 * the visitor has no stored choice (or asked to choose again with `?setcookies`). The consent dialog is in
 * the page's HTML, hidden until this mark, so a first visitor sees it with the page's first paint instead
 * of after hydration, and a returning one never sees it flash. Without JavaScript it stays hidden: no
 * tracking script can run then anyway. The dialog's own store decides once the page runs.
 */
export const CONSENT_CHECK_SCRIPT = `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})}catch(e){}if(!s&&!/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)||/[?&]${CONSENT_RESET_PARAM}(=|&|$)/.test(location.search))document.documentElement.dataset.consent="ask"})()`;
