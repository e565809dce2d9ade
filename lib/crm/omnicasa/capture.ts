/**
 * A capture of the CRM's answers (`npm run sync -- --capture DIR`): every answer of one run saved as it came,
 * one file per call, language and page, so that an agency's first connection gives the developers fixtures of
 * what its CRM really sends. The test stand-in (tests/support/omnicasa-server.ts) serves such a folder.
 *
 * A file is `{Endpoint}[.{lang}][.{Field}-{value}…][.p{page}].json`, e.g. `GetPropertyList.nl.p001.json`,
 * `GetBuildingList.fr.ProjectID-501.p001.json`, `GetDeletedPropertyIDs.json`; it holds the call, its request
 * fields and the answer. The name leaves out what does not choose the content (`SortFields`, `ChangeSince`,
 * `DescriptionLanguageId`, the page's rows), so a later run asking the same call finds the same file.
 *
 * What it never holds:
 * - the credentials: the request is saved as the client's fields, before `CustomerName` / `CustomerPassword`
 *   are added; an answer's field named like a secret (password, token, key) is blanked, and the customer name
 *   or password found inside any text is replaced;
 * - personal data: e-mail addresses anywhere, phone numbers (fields such as `Phone`, `PhoneNumber`, `GSM`,
 *   `Fax`) and the names of people (`FirstName`, `LastName`; the `…Name` fields named after a manager, user,
 *   person, agent, owner, contact …, of an object that has a first or last name, and of every item of GetUser,
 *   GetUserList, GetOwnerList and the like) become placeholders of the same shape: `person-1@example.invalid`, the same digits count with every digit 0, `Person 1`. One value is
 *   always replaced by the same placeholder, so what links two answers (a manager's name in a property and
 *   in GetUserList) still links them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** LanguageId → the language's code in a file name (1 nl, 2 fr, 3 en, 4 de, 5 es, 6 ca). */
const LANGUAGE_CODES: Record<number, string> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de', 5: 'es', 6: 'ca' };

/** Request fields that do not choose an answer's content: left out of the file name. */
const NOT_IN_NAME = new Set(['LanguageId', 'DescriptionLanguageId', 'SortFields', 'Limit1', 'Limit2', 'ChangeSince', 'CustomerName', 'CustomerPassword']);

/** The file a call's answer is saved in (and looked up by), from its endpoint and request fields. */
export function captureFileName(endpoint: string, fields: Record<string, unknown>): string {
  const parts = [endpoint.replace(/[^\w]/g, '')];
  const lang = LANGUAGE_CODES[Number(fields.LanguageId)];
  if (lang) parts.push(lang);
  for (const key of Object.keys(fields).sort()) {
    if (NOT_IN_NAME.has(key)) continue;
    const value = fields[key];
    if (value === undefined || value === null || typeof value === 'object') continue;
    const text = String(value).replace(/[^\w,-]/g, '_');
    parts.push(`${key.replace(/[^\w]/g, '')}-${text.length > 40 ? `${text.slice(0, 24)}_${hash(text)}` : text}`);
  }
  const from = Number(fields.Limit1);
  const to = Number(fields.Limit2);
  if (Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= 1 && to >= from) {
    parts.push(`p${String(Math.floor((from - 1) / (to - from + 1)) + 1).padStart(3, '0')}`);
  }
  return `${parts.join('.')}.json`;
}

/** A short stable hash (FNV-1a) of a long value in a file name. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A field that holds a secret, whatever object it is in. */
const SECRET_KEY = /password|passwd|secret|token|api-?key|apikey|accesskey/i;
const EMAIL_KEY = /e-?mail/i;
const PHONE_KEY = /phone|gsm|mobile|fax|^tel$|telephone/i;
/** Fields and objects that are about a person. */
const PERSON_WORD = /manager|user|person|agent|owner|contact|negotiator|broker|employee|candidate|visitor|buyer|tenant|seller|landlord/i;
const NAME_KEY = /name$/i;
const PERSONAL_NAME_KEY = /^(first|last|middle|full|sur|given|family)name$/i;
const EMAIL_TEXT = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Replaces personal data and credentials in an answer, the same value always by the same placeholder. */
export class Redactor {
  private readonly emails = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly secrets: string[];

  constructor(secrets: string[]) {
    // Short values would match inside ordinary words; a login is never that short.
    this.secrets = secrets.filter((s) => s.length >= 3);
  }

  private email(value: string): string {
    const key = value.toLowerCase();
    let placeholder = this.emails.get(key);
    if (!placeholder) this.emails.set(key, (placeholder = `person-${this.emails.size + 1}@example.invalid`));
    return placeholder;
  }

  private name(value: string): string {
    let placeholder = this.names.get(value);
    if (!placeholder) this.names.set(value, (placeholder = `Person ${this.names.size + 1}`));
    return placeholder;
  }

  /** Every string of free text: e-mail addresses and the credentials replaced. */
  text(value: string): string {
    let out = value.replace(EMAIL_TEXT, (m) => this.email(m));
    for (const s of this.secrets) out = out.split(s).join('[removed]');
    return out;
  }

  /** A copy of `value` with its personal data and secrets replaced; `person`: the value is about a person (a user, a manager). */
  value(value: unknown, person = false): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((v) => this.value(v, person));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    // An object with a first or last name is a person's: its other names (`Name`, `FullName`) are too.
    const ofPerson = person || entries.some(([k]) => PERSONAL_NAME_KEY.test(k));
    return Object.fromEntries(entries.map(([k, v]) => [k, this.field(k, v, ofPerson)]));
  }

  private field(key: string, v: unknown, person: boolean): unknown {
    if (SECRET_KEY.test(key)) return typeof v === 'string' && v ? '[removed]' : v;
    if (typeof v === 'string' && v.trim() && !['-', '0'].includes(v.trim())) {
      if (EMAIL_KEY.test(key)) return v.includes('@') ? this.email(v.trim()) : this.text(v);
      if (PHONE_KEY.test(key)) return v.replace(/\d/g, '0');
      if (PERSONAL_NAME_KEY.test(key) || (NAME_KEY.test(key) && (person || PERSON_WORD.test(key)))) return this.name(v);
      return this.text(v);
    }
    return this.value(v, person || PERSON_WORD.test(key));
  }
}

/** Where a run's answers are saved (the client's `capture` option). */
export class CaptureFolder {
  /** Files written (a page asked again overwrites its file). */
  readonly files = new Set<string>();
  private readonly redactor: Redactor;

  /** `secrets`: the customer name and password, replaced wherever an answer would echo them. */
  constructor(
    readonly dir: string,
    secrets: string[],
  ) {
    mkdirSync(dir, { recursive: true });
    this.redactor = new Redactor(secrets);
  }

  /** Saves one answer (the body as it came) of `endpoint` asked with `fields` (without the credentials). */
  save(endpoint: string, fields: Record<string, unknown>, body: string): void {
    const name = captureFileName(endpoint, fields);
    const request = this.redactor.value(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'CustomerName' && k !== 'CustomerPassword')));
    // The answers of GetUser, GetUserList, GetOwnerList … are about people throughout.
    const people = PERSON_WORD.test(endpoint);
    let answer: { answer: unknown } | { answerText: string };
    try {
      answer = { answer: this.redactor.value(JSON.parse(body.replace(/^\uFEFF/, '')), people) };
    } catch {
      answer = { answerText: this.redactor.text(body) };
    }
    const lang = LANGUAGE_CODES[Number(fields.LanguageId)] ?? null;
    const file = { endpoint, language: lang, request, capturedAt: new Date().toISOString(), ...answer };
    writeFileSync(join(this.dir, name), `${JSON.stringify(file, null, 1)}\n`);
    this.files.add(name);
  }
}

/** The body to answer with for a saved file's content: the answer as JSON, or the text that was not JSON. */
export function capturedBody(file: unknown): string | null {
  if (!file || typeof file !== 'object') return null;
  const f = file as { answer?: unknown; answerText?: unknown };
  if ('answer' in f) return JSON.stringify(f.answer);
  return typeof f.answerText === 'string' ? f.answerText : null;
}
