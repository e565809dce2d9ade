/** Shapes of the demo agency's editorial content (articles, categories) that the seed loads. */
import type { Locale } from '@/lib/domain/locales';

export type Localized<T = string> = Record<Locale, T>;

export type SeedCategory = { id: number; parentId: number | null; name: string; webId: number | null };

export type SeedArticle = {
  id: number;
  /** Category the article belongs to (1 team, 2 testimonials, 3 services), or null for a stand-alone page article. */
  categoryId: number | null;
  /** Language-neutral URL slug, used at /article/{slug}/ (e.g. "sale", "rental-permit"). */
  slug: string;
  sort: number;
  /** Image under /public (e.g. "/demo/team-1.jpg") or null. */
  image: string | null;
  /** ISO date of publication. */
  publishedAt: string;
  /** Extra facts: team members { role: Localized, phone, email }, testimonials { author, city, rating 1-5 }. */
  meta: Record<string, unknown>;
  title: Localized;
  /** One or two sentences, shown on cards and in lists. */
  summary: Localized;
  /**
   * The text. Paragraphs are separated by a blank line; a line starting with "## " is a sub-heading;
   * lines starting with "- " form a bullet list; links are written [label](https://…).
   */
  body: Localized;
};
