/**
 * The addresses a visitor types into a form are anyone's: the site mails them only what it knows itself
 * (which form, which property, what happens next), and at most MAILS_PER_RECIPIENT_PER_DAY mails a day
 * to one mailbox, whatever the forms (confirmations, a recommended property, an opt-in link). A mail over
 * that number is not sent; the submission is still stored and the agency still gets its copy.
 */

export const MAILS_PER_RECIPIENT_PER_DAY = 5;
export const RECIPIENT_WINDOW_MS = 24 * 60 * 60_000;

/** Providers whose mailboxes ignore the dots of the local part (a.b@gmail.com is ab@gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One key per mailbox, so that spellings of one address share the daily count: lower case, no
 * surrounding space, no trailing dot on the domain, no `+tag` (sub-addressing delivers to the same box),
 * and for Gmail no dots in the local part. Linear in the length; the caller passes a checked address.
 */
export function recipientKey(address: string): string {
  const value = address.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1) return value;
  let local = value.slice(0, at);
  let end = value.length;
  while (end > at + 1 && value[end - 1] === '.') end--;
  let domain = value.slice(at + 1, end);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.split('.').join('');
  }
  return `${local}@${domain}`;
}
