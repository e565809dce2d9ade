/**
 * Zod schemas of the site configuration that agency staff edit in `config/*.json`.
 * Names follow the specification (Page, Module, Language config, Site info, Search configuration,
 * Device and display settings, Media type). Cross-file rules live in `validate.ts`.
 */
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../lib/i18n/locales';
import { conditionRules } from '../lib/domain/conditions';
import { FACT_KEYS } from '../lib/domain/fact-keys';

/** A text in each of the four supported languages. */
export const localizedText = z.object(
  Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, z.string()])) as Record<
    (typeof SUPPORTED_LOCALES)[number],
    z.ZodString
  >,
);
export type LocalizedText = z.infer<typeof localizedText>;

/** A path as staff write it: starts with `/`, no trailing slash (except the home page `/`). */
const originalPath = z
  .string()
  .regex(/^\/([A-Za-z0-9\-_[\]]+(\/[A-Za-z0-9\-_[\]]+)*)?$/, 'must look like /Segment/Other, without a trailing slash');

/** An original path of the path table (`/Notre-agence/Temoignages`), as next-intl's navigation helpers take it. */
export type AppPath = string;

// ---------------------------------------------------------------- languages

export const languageConfig = z.object({ code: z.enum(SUPPORTED_LOCALES), use: z.boolean() }).strict();
export const languagesFile = z
  .object({
    default: z.enum(SUPPORTED_LOCALES),
    languages: z.array(languageConfig).min(1),
  })
  .strict();

// ---------------------------------------------------------------- path table

export const breadcrumb = z.object({ name: localizedText, path: originalPath }).strict();
export const pathEntry = z
  .object({
    /** The original (unprefixed) path, e.g. `/Notre-agence/Temoignages` or `/property/[id]`. */
    path: originalPath,
    /** The path per language, e.g. `{ fr: '/notre-agence/temoignages', nl: '/ons-kantoor/getuigenissen' }`. */
    localized: z.object(
      Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, originalPath])) as Record<
        (typeof SUPPORTED_LOCALES)[number],
        typeof originalPath
      >,
    ),
    /** The trail shown above the page, from the home page down (the home page itself is implied). */
    breadcrumb: z.array(breadcrumb).default([]),
    /** For projects: the external site of the project. */
    externalLink: z.url().nullable().default(null),
  })
  .strict();
export const pathsFile = z.object({ paths: z.array(pathEntry).min(1) }).strict();

// ---------------------------------------------------------------- media, banner

export const mediaType = z.enum(['image', 'color', 'gallery', '']);
export const bannerSettings = z
  .object({
    type: z.enum(['image', 'gallery', 'video', 'color', '']).default(''),
    images: z.array(z.string()).default([]),
    video: z.string().nullable().default(null),
    color: z.string().nullable().default(null),
    /** Show the property search box on the banner. */
    search: z.boolean().default(false),
    title: localizedText.nullable().default(null),
    subtitle: localizedText.nullable().default(null),
  })
  .strict();

// ---------------------------------------------------------------- modules

export const relationType = z.enum(['property-list', 'category', 'article', 'contact', 'stats-view']);
export const moduleView = z.enum(['slider-view', 'list-view', 'news-view', 'single-view', 'ons-team-view']);

/**
 * The combinations of relation type and view that have a component. The registry in
 * `components/modules/registry.tsx` must have exactly these keys (a missing one is a type error),
 * and a module whose combination is not listed fails validation.
 */
export const MODULE_KINDS = [
  'property-list/list-view',
  'category/slider-view',
  'category/list-view',
  'category/news-view',
  'category/ons-team-view',
  'article/single-view',
  'contact/single-view',
  'stats-view/single-view',
] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

const width = z.number().int().min(1).max(12);
export const relation = z
  .object({
    type: relationType,
    /** property-list: a list name (featured, sale, rent, sold); category/article: the record id; contact: the form name. */
    id: z.union([z.number().int(), z.string().min(1)]),
  })
  .strict();

export const moduleSchema = z
  .object({
    id: z.number().int().positive(),
    title: localizedText.nullable().default(null),
    description: localizedText.nullable().default(null),
    titleSize: z.enum(['h1', 'h2', 'h3', 'h4']).default('h2'),
    position: z.enum(['top', 'main', 'bottom']).default('main'),
    /** Columns the module spans in the page's 12-column grid on large screens. */
    span: width.default(12),
    col: z.object({ sm: width, md: width, lg: width }).strict().default({ sm: 12, md: 12, lg: 12 }),
    sort: z.number().int().default(0),
    view: moduleView,
    class: z.string().default(''),
    background: z
      .object({ type: mediaType, color: z.string().nullable().default(null) })
      .strict()
      .default({ type: '', color: null }),
    image: z.string().nullable().default(null),
    images: z.array(z.string()).default([]),
    relations: z.array(relation).min(1),
    status: z.enum(['Published', 'Draft']),
    numberItemOfRow: z.number().int().min(1).max(6).default(1),
    maxItems: z.number().int().min(1).max(100).default(10),
    isHasSubcategories: z.boolean().default(false),
  })
  .strict()
  .superRefine((m, ctx) => {
    const kind = `${m.relations[0].type}/${m.view}`;
    if (!(MODULE_KINDS as readonly string[]).includes(kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['view'],
        message: `no component renders a ${m.relations[0].type} module as ${m.view} (known: ${MODULE_KINDS.join(', ')})`,
      });
    }
  });
export const modulesFile = z.object({ modules: z.array(moduleSchema) }).strict();

// ---------------------------------------------------------------- pages

export const pageParams = z
  .object({
    title: localizedText,
    description: localizedText,
    /** Extra meta tags per language, e.g. `{ "keywords": { "en": "…", … } }`. */
    metadata: z.record(z.string(), localizedText).default({}),
    /** Whether search engines may index the page. */
    seo: z.boolean().default(true),
    image: z.string().nullable().default(null),
    logo: z.string().nullable().default(null),
    /** Module ids from `modules.json`, rendered in their own sort order. */
    modules: z.array(z.number().int().positive()).default([]),
    /** Show the children of this page as a sub menu on the page. */
    subMenu: z.boolean().default(false),
    /** An introduction shown above the modules, per language (plain text, paragraphs separated by blank lines). */
    content: localizedText.nullable().default(null),
    css: z.string().default(''),
    /** `page` renders modules; `chromeless` skips the header and footer (Espagne). */
    type: z.enum(['page', 'chromeless']).default('page'),
    redirect: z.boolean().default(false),
    redirectUrl: z.string().nullable().default(null),
    breadcrumb: z.object({ show: z.boolean() }).strict().default({ show: true }),
    banner: bannerSettings.nullable().default(null),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.redirect && !p.redirectUrl) ctx.addIssue({ code: 'custom', path: ['redirectUrl'], message: 'is required when redirect is true' });
  });

/** Page (menu item) of the spec; written down because the tree of childMenus is recursive. */
type PageShape<Params> = {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  status: 'Published' | 'Draft';
  createDate: string;
  modifyDate: string;
  sort: number;
  params: Params;
};
export type PageInput = PageShape<z.input<typeof pageParams>> & { childMenus?: PageInput[] };
export type Page = PageShape<z.output<typeof pageParams>> & { childMenus: Page[] };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'must be an ISO date such as 2024-05-01');

export const pageSchema: z.ZodType<Page, PageInput> = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive(),
      parentId: z.number().int().positive().nullable(),
      name: z.string().min(1),
      /** The page's own segment (`Temoignages`); the full path is `/{parent}/{child}`. The home page is `/`. */
      path: z.string().regex(/^(\/|[A-Za-z0-9\-_]+)$/, 'must be a single path segment such as Temoignages (or / for home)'),
      status: z.enum(['Published', 'Draft']),
      createDate: isoDate,
      modifyDate: isoDate,
      sort: z.number().int(),
      childMenus: z.array(pageSchema).default([]),
      params: pageParams,
    })
    .strict()
    .superRefine((p, ctx) => {
      p.childMenus.forEach((c, i) => {
        if (c.parentId !== p.id)
          ctx.addIssue({ code: 'custom', path: ['childMenus', i, 'parentId'], message: `must be ${p.id}, the id of its parent` });
      });
    }),
);
export const pagesFile = z.object({ pages: z.array(pageSchema).min(1) }).strict();

// ---------------------------------------------------------------- menus

export const menuLink = z
  .object({
    /** An original path from the path table, or an absolute URL. */
    href: z.string().min(1),
    label: localizedText.optional(),
    status: z.enum(['Published', 'Draft']).default('Published'),
  })
  .strict();
export const menusFile = z
  .object({
    /** Original paths of top-level pages, in order; their Published children form the sub menu. */
    main: z.array(originalPath),
    /** Links of the optional top bar (phone, e-mail, login …). */
    top: z.array(menuLink).default([]),
  })
  .strict();

// ---------------------------------------------------------------- footer

const publicText = z.object({ text: localizedText, public: z.boolean() }).strict();
export const footerColumn = z
  .object({
    title: publicText,
    intro: publicText.nullable().default(null),
    fullText: publicText.nullable().default(null),
    images: z.array(z.object({ src: z.string(), alt: localizedText, public: z.boolean() }).strict()).default([]),
    links: z.array(menuLink).default([]),
  })
  .strict();
export const footerFile = z
  .object({
    columns: z.array(footerColumn).max(6),
    copyright: localizedText,
  })
  .strict();

// ---------------------------------------------------------------- site info, search, display

export const officeSchema = z
  .object({
    name: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    zip: z.string(),
    city: z.string(),
    countryId: z.union([z.literal(10), z.literal(50)]),
    phone: z.string(),
    email: z.email(),
  })
  .strict();

/** Blocks of the property detail page whose display condition rules can set. */
export const DETAIL_BLOCKS = ['gallery', 'media', 'energy', 'facts', 'documents', 'mobiscore', 'renovation', 'agent', 'similar', 'streetView'] as const;
export type DetailBlock = (typeof DETAIL_BLOCKS)[number];

export const siteFile = z
  .object({
    /** Site info settings. */
    info: z
      .object({
        name: z.string().min(1),
        url: z.url(),
        logo: z.string(),
        analyticsId: z.string().nullable(),
        adsId: z.string().nullable(),
        tagManagerId: z.string().nullable(),
        pixelId: z.string().nullable(),
        offices: z.array(officeSchema).min(1),
        social: z.array(z.object({ name: z.string(), url: z.url() }).strict()).default([]),
        /** Agency figures shown by the statistics view next to the live property counts. */
        figures: z.object({ yearsOfExperience: z.number().int().nonnegative(), happyClients: z.number().int().nonnegative() }).strict(),
      })
      .strict(),
    /** Search configuration. */
    search: z
      .object({
        showSearchInput: z.boolean(),
        showSearchButton: z.boolean(),
        showSearchCount: z.boolean(),
        showCountProperty: z.boolean(),
        /**
         * The shape of the buttons' totals (for sale, for rent). The site counts them live from the data
         * (lib/data/search.ts, lib/domain/search.ts searchTotals), so these numbers are not read.
         */
        data: z.object({ countProperty: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]) }).strict(),
      })
      .strict(),
    /** Device and display settings (the per-device state is computed in the browser). */
    display: z.object({ topBarShow: z.boolean() }).strict(),
    /** The map of the listings' map view: tiles from this URL template; markers show without tiles too. */
    map: z
      .object({
        tileUrl: z.string().regex(/\{z\}.*\{x\}.*\{y\}/, 'must contain {z}, {x} and {y}'),
        attribution: z.string(),
        center: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
        zoom: z.number().int().min(1).max(19),
      })
      .strict(),
    /**
     * The property detail page: which blocks and which facts show (condition rules on the property, with its
     * `region`; a block or fact without rules always shows) and its outside links.
     */
    detail: z
      .object({
        blocks: z.partialRecord(z.enum(DETAIL_BLOCKS), conditionRules),
        /** Per item of the facts table (components/property/facts.ts, e.g. `floor`, `cadastralIncome`). */
        facts: z.partialRecord(z.enum(FACT_KEYS), conditionRules).default({}),
        renovationCalculatorUrl: z.url(),
        mobiscoreUrl: z.url(),
      })
      .strict(),
    /** Path prefixes that are previews: no consent dialog, no cookie checks, never indexed. */
    previewPaths: z.array(originalPath).default([]),
  })
  .strict();

export type LanguagesFile = z.output<typeof languagesFile>;
export type PathEntry = z.output<typeof pathEntry>;
export type PathsFile = z.output<typeof pathsFile>;
export type Module = z.output<typeof moduleSchema>;
export type ModulesFile = z.output<typeof modulesFile>;
export type PagesFile = z.output<typeof pagesFile>;
export type MenuLink = z.output<typeof menuLink>;
export type MenusFile = z.output<typeof menusFile>;
export type FooterFile = z.output<typeof footerFile>;
export type FooterColumn = z.output<typeof footerColumn>;
export type SiteFile = z.output<typeof siteFile>;
export type Banner = z.output<typeof bannerSettings>;

/** Every config file, its schema, in the order they are checked. */
export const CONFIG_FILES = {
  'languages.json': languagesFile,
  'paths.json': pathsFile,
  'modules.json': modulesFile,
  'pages.json': pagesFile,
  'menus.json': menusFile,
  'footer.json': footerFile,
  'site.json': siteFile,
} as const;
export type ConfigFileName = keyof typeof CONFIG_FILES;
