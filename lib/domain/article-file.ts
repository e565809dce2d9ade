/**
 * The articles file staff edit (`npm run articles -- export` writes it, `put` reads it): the categories and
 * the articles of the site (stand-alone pages such as the legal notices, and the items of a category: the
 * team, the testimonials, the services), each article with its text per language. Texts are plain text:
 * the site shows them as text, never as HTML.
 */
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@/lib/domain/locales';

const id = z.number().int().positive();
const text = (max: number) => z.string().max(max);

export const articleCategorySchema = z.strictObject({
  id,
  parentId: id.nullable().default(null),
  name: text(200).min(1),
  webId: z.number().int().nullable().default(null),
});

const translationSchema = z.strictObject({ title: text(300).min(1), summary: text(5_000).default(''), body: text(200_000).default('') });

export const articleRecordSchema = z.strictObject({
  id,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens (it is part of the address)')
    .max(120),
  categoryId: id.nullable().default(null),
  sort: z.number().int().default(0),
  image: z
    .string()
    .max(2_000)
    .regex(/^(?:\/(?!\/)|https:\/\/)\S*$/, 'a path on the site (/…) or an https:// address')
    .nullable()
    .default(null),
  publishedAt: z.iso.date(),
  meta: z.record(z.string(), z.unknown()).default({}),
  translations: z.partialRecord(z.enum(SUPPORTED_LOCALES), translationSchema).refine((t) => Object.keys(t).length > 0, 'at least one language'),
});

export const articleFileSchema = z
  .strictObject({ categories: z.array(articleCategorySchema).default([]), articles: z.array(articleRecordSchema) })
  .superRefine((file, ctx) => {
    const seen = (key: 'id' | 'slug') => {
      const counts = new Map<unknown, number>();
      file.articles.forEach((a, i) => {
        if (counts.has(a[key])) ctx.addIssue({ code: 'custom', path: ['articles', i, key], message: `${key} ${String(a[key])} is already used in this file` });
        counts.set(a[key], i);
      });
    };
    seen('id');
    seen('slug');
  });

export type ArticleRecord = z.infer<typeof articleRecordSchema>;
export type ArticleFile = z.infer<typeof articleFileSchema>;

/** The file's problems, one line each with where it is (`articles[2] (slug spain).translations.fr.title: …`), or none. */
export function articleFileProblems(input: unknown): { file: ArticleFile; problems: [] } | { file: null; problems: string[] } {
  const parsed = articleFileSchema.safeParse(input);
  if (parsed.success) return { file: parsed.data, problems: [] };
  const raw = input as { articles?: { slug?: unknown }[] } | null;
  return {
    file: null,
    problems: parsed.error.issues.map((issue) => {
      const [first, index, ...rest] = issue.path;
      const slug = first === 'articles' && typeof index === 'number' ? raw?.articles?.[index]?.slug : undefined;
      const where =
        typeof index === 'number'
          ? `${String(first)}[${index}]${typeof slug === 'string' ? ` (slug ${slug})` : ''}${rest.map((p) => `.${String(p)}`).join('')}`
          : issue.path.map(String).join('.') || 'the file';
      return `${where}: ${issue.message}`;
    }),
  };
}
