/** languages.json: which of the product's languages the site serves. */
import type { Locale } from '@/lib/domain/locales';
import type { LanguagesFile } from './schema';

/** The codes of the languages switched on (`use`), in the file's order: the prefixes /{code}/ the site serves. */
export const enabledLanguages = (file: LanguagesFile): Locale[] => file.languages.filter((l) => l.use).map((l) => l.code);
