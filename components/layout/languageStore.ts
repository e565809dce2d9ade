/** The visitor's language choice in the browser: the cookie the server reads, and local storage. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function rememberLanguage(code: string) {
  document.cookie = `NEXT_LOCALE=${code}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
}

/** A language stored by an earlier visit: local storage first, then session storage. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
