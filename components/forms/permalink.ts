/**
 * The `permalink` of every `useActionState` form: where its post goes before JavaScript has loaded, which
 * React renders as the form's `action` attribute. Without one React renders `action=""`, which HTML does
 * not allow (the Nu HTML Checker reports it); '?' is the current page, as '' was, without its query string
 * (the posted fields carry the values the page needs).
 */
export const SAME_PAGE = '?';
