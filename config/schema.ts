/**
 * Zod schemas of the site configuration that agency staff edit in `config/*.json`.
 * Names follow the specification (Page, Module, Language config, Site info, Search configuration,
 * Device and display settings, Media type). Cross-file rules live in `validate.ts`.
 */
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@/lib/domain/locales';
import { conditionRules } from '../lib/domain/conditions';
import { FACT_KEYS } from '../lib/domain/fact-keys';
import { remoteHostProblem } from '../lib/domain/images';
import { CRM_FIELD_NAME, CRM_SITE_FIELDS } from '../lib/domain/crm-fields';
import { CRM_STATES, DEFAULT_SUBSTATUS_STATES } from '../lib/domain/crm-states';
import { PURCHASE_SITUATIONS } from '../lib/domain/purchase-cost';
import { ENERGY_LABELS } from '../lib/domain/energy';

/** A text in each of the four supported languages. */
export const localizedText = z.object(
  Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, z.string()])) as Record<(typeof SUPPORTED_LOCALES)[number], z.ZodString>,
);

// ---------------------------------------------------------------- links

/** The schemes a configured link may use: a page on the web, an e-mail address, a phone number. */
export const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const;
/** The schemes of an address a browser opens as a page (a site, a redirect's target, map tiles). */
export const WEB_SCHEMES = ['https:', 'http:'] as const;

const schemeList = (schemes: readonly string[]) => `${schemes.slice(0, -1).join(', ')} or ${schemes.at(-1)}`;
/** The scheme a text starts with (`javascript:`, lower case), or null for a path. */
const schemeOf = (text: string) => /^\s*([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase().concat(':') ?? null;
/** The problem of a link whose scheme is not one of `schemes` (javascript:, data:, file: … would run code or show anything). */
const schemeProblem = (schemes: readonly string[], scheme: string | null) =>
  `must be an ${schemeList(schemes)} address${scheme ? `, not ${scheme}` : ''} (no other scheme is allowed in a link)`;

/** An absolute URL whose scheme is one of `schemes`. */
const urlOf = (schemes: readonly string[]) =>
  z.url().superRefine((value, ctx) => {
    if (!URL.canParse(value)) return; // z.url() says it is not a URL
    const scheme = schemeOf(value);
    if (!scheme || !schemes.includes(scheme)) ctx.addIssue({ code: 'custom', message: schemeProblem(schemes, scheme) });
  });
/** A link to a page on the web: https: or http:. */
export const webUrl = urlOf(WEB_SCHEMES);

/** A site-relative path (`/contact`; not `//host`, which leaves the site) or an absolute URL with one of `schemes`. */
const pathOrUrl = (schemes: readonly string[]) =>
  z.string().superRefine((value, ctx) => {
    if (/^\/(?![/\\])/.test(value)) return;
    const scheme = schemeOf(value);
    if (!scheme || !schemes.includes(scheme) || !URL.canParse(value))
      ctx.addIssue({ code: 'custom', message: `must be a path of the site such as /contact, or ${schemeProblem(schemes, scheme).slice('must be '.length)}` });
  });

/** A path as staff write it: starts with `/`, no trailing slash (except the home page `/`). */
const originalPath = z.string().regex(/^\/([A-Za-z0-9\-_[\]]+(\/[A-Za-z0-9\-_[\]]+)*)?$/, 'must look like /Segment/Other, without a trailing slash');

/** An original path of the path table (`/Notre-agence/Temoignages`), as next-intl's navigation helpers take it. */
export type AppPath = string;

// ---------------------------------------------------------------- languages

export const languageConfig = z
  .object({
    code: z.enum(SUPPORTED_LOCALES).describe('The language: en, nl, fr or de.'),
    use: z.boolean().describe('Enabled: its pages are served under /{code}/, listed in the sitemap and offered by the language switcher.'),
  })
  .strict();
export const languagesFile = z
  .object({
    default: z.enum(SUPPORTED_LOCALES).describe('The language of addresses without a language prefix and of x-default; must be enabled.'),
    languages: z.array(languageConfig).min(1).describe('Each supported language and whether it is enabled (the switcher shows when more than one is).'),
  })
  .strict();

// ---------------------------------------------------------------- path table

export const breadcrumb = z
  .object({
    name: localizedText.describe("The crumb's text per language."),
    path: originalPath.describe('The original path the crumb links to (the last crumb is the page itself, not a link).'),
  })
  .strict();
export const pathEntry = z
  .object({
    path: originalPath.describe('The original (unprefixed) path, e.g. /Notre-agence/Temoignages or /property/[id].'),
    localized: z
      .object(Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, originalPath])) as Record<(typeof SUPPORTED_LOCALES)[number], typeof originalPath>)
      .describe('The address of the page per language, e.g. { "fr": "/notre-agence/temoignages", "nl": "/ons-kantoor/getuigenissen" }.'),
    breadcrumb: z
      .array(breadcrumb)
      .default([])
      .describe('The trail shown above the page and in its structured data, from the home page down (home itself is implied).'),
    externalLink: webUrl.nullable().default(null).describe("Projects (/project/[id]): the project's own site (https: or http:), linked from the project page."),
  })
  .strict();
export const pathsFile = z.object({ paths: z.array(pathEntry).min(1).describe('The path table: every original path of the site.') }).strict();

// ---------------------------------------------------------------- media, banner

export const mediaType = z.enum(['image', 'color', 'gallery', '']);
export const bannerSettings = z
  .object({
    type: z
      .enum(['image', 'gallery', 'video', 'color', ''])
      .default('')
      .describe('image: the first of images; gallery: images cross-fading; video: the video (first image as poster); color: a plain colour.'),
    images: z.array(z.string()).default([]).describe('Image paths of the image and gallery types (the poster of a video).'),
    video: z.string().nullable().default(null).describe('The video file of the video type.'),
    color: z.string().nullable().default(null).describe('The CSS colour of the color type.'),
    search: z.boolean().default(false).describe('Show the property search on the banner (its parts: site.json search).'),
    title: localizedText.nullable().default(null).describe("The headline on the banner (the page's h1), per language."),
    subtitle: localizedText.nullable().default(null).describe('The line under the headline, per language.'),
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
    type: relationType.describe('What the module shows: property-list, category (articles of a category), article, contact (a form) or stats-view.'),
    id: z
      .union([z.number().int(), z.string().min(1)])
      .describe('property-list: the list (featured, sale, rent, sold); category and article: the record id; contact: the form name.'),
  })
  .strict();

export const moduleSchema = z
  .object({
    id: z.number().int().positive().describe('The number pages use in params.modules.'),
    title: localizedText.nullable().default(null).describe('The heading above the module, per language (none: no heading).'),
    description: localizedText.nullable().default(null).describe('A line under the heading, per language.'),
    titleSize: z.enum(['h1', 'h2', 'h3', 'h4']).default('h2').describe('The heading level of the title (the items inside take the next level).'),
    position: z.enum(['top', 'main', 'bottom']).default('main').describe('The group the module is rendered in: top modules first, then main, then bottom.'),
    span: width
      .default(12)
      .describe(
        "12: a module with a background (colour, image or gallery) runs the full width of the window as a band; less: the background stays inside the module's box.",
      ),
    col: z
      .object({
        sm: width.describe('Columns (of 12) on phones.'),
        md: width.describe('Columns (of 12) on tablets.'),
        lg: width.describe('Columns (of 12) on large screens.'),
      })
      .strict()
      .default({ sm: 12, md: 12, lg: 12 })
      .describe("The width of the module in the page's 12-column grid per screen size."),
    sort: z.number().int().default(0).describe('Order of the module within its position (smallest first).'),
    view: moduleView.describe(
      'How the relation is shown: slider-view, list-view, news-view, single-view or ons-team-view (see MODULE_KINDS for the combinations).',
    ),
    class: z.string().default('').describe("Extra CSS class names on the module's box."),
    background: z
      .object({
        type: mediaType.describe("color: background.color; image: the module's image; gallery: the module's images cross-fading; empty: none."),
        color: z.string().nullable().default(null).describe('The CSS colour of the color type.'),
      })
      .strict()
      .default({ type: '', color: null })
      .describe('The background behind the module.'),
    image: z.string().nullable().default(null).describe('The background image of background type image.'),
    images: z.array(z.string()).default([]).describe('The background images of background type gallery (cross-fading).'),
    relations: z.array(relation).min(1).describe('What the module shows (the first relation is used).'),
    status: z.enum(['Published', 'Draft']).describe('Draft modules are not rendered.'),
    numberItemOfRow: z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(1)
      .describe('Items per row on large screens (at most 2 on tablets, 1 on phones); slides visible at once in a slider.'),
    maxItems: z.number().int().min(1).max(100).default(10).describe('At most this many items (properties, articles).'),
  })
  .strict()
  .superRefine((m, ctx) => {
    const [relation] = m.relations;
    if (!relation) return; // `relations: min(1)` reports it
    const kind = `${relation.type}/${m.view}`;
    if (!(MODULE_KINDS as readonly string[]).includes(kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['view'],
        message: `no component renders a ${relation.type} module as ${m.view} (known: ${MODULE_KINDS.join(', ')})`,
      });
    }
  });
export const modulesFile = z.object({ modules: z.array(moduleSchema).describe('The modules pages show, by id.') }).strict();

// ---------------------------------------------------------------- pages

export const pageParams = z
  .object({
    title: localizedText.describe("The page's heading, menu label and <title>, per language."),
    description: localizedText.describe('The meta description, and the introduction under the heading when content is empty, per language.'),
    metadata: z.record(z.string(), localizedText).default({}).describe('Extra meta tags per language, e.g. { "keywords": { "en": "…", … } }.'),
    seo: z.boolean().default(true).describe('false: search engines are asked not to index the page and it is left out of the sitemap.'),
    image: z.string().nullable().default(null).describe("The picture of the page's heading and of its social previews."),
    logo: z.string().nullable().default(null).describe("A logo of the page's own, shown in the header instead of the site's (site.json info.logo)."),
    modules: z.array(z.number().int().positive()).default([]).describe('Module ids from modules.json, rendered by position and sort.'),
    subMenu: z.boolean().default(false).describe("Show the page's Published children as a sub menu on the page."),
    content: localizedText.nullable().default(null).describe('An introduction above the modules, per language (plain text; blank lines separate paragraphs).'),
    type: z.enum(['page', 'chromeless']).default('page').describe('page: with header and footer; chromeless: without them (Espagne).'),
    redirect: z.boolean().default(false).describe('Send visitors on to redirectUrl instead of showing the page (left out of the sitemap).'),
    redirectUrl: pathOrUrl(WEB_SCHEMES)
      .nullable()
      .default(null)
      .describe('Where a redirect page sends visitors (required when redirect is true): a path of the site such as /contact, or an https: or http: address.'),
    breadcrumb: z
      .object({ show: z.boolean().describe('Show the trail of the path table above the page.') })
      .strict()
      .default({ show: true })
      .describe('The breadcrumb trail.'),
    banner: bannerSettings.nullable().default(null).describe("The home page's banner (the home page only)."),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.redirect && !p.redirectUrl) ctx.addIssue({ code: 'custom', path: ['redirectUrl'], message: 'is required when redirect is true' });
  });

/** Page (menu item); written down because the tree of childMenus is recursive. */
type PageShape<Params> = {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  status: 'Published' | 'Draft';
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
      id: z.number().int().positive().describe("The page's number; children name it in parentId."),
      parentId: z.number().int().positive().nullable().describe('The id of the parent page (null for a top-level page).'),
      name: z.string().min(1).describe("The staff's name for the page, used in config:check messages."),
      path: z
        .string()
        .regex(/^(\/|[A-Za-z0-9\-_]+)$/, 'must be a single path segment such as Temoignages (or / for home)')
        .describe("The page's own segment (Temoignages); the full path is /{parent}/{child}, the home page is /."),
      status: z.enum(['Published', 'Draft']).describe('Draft: absent from the menu, the drawer and the sitemap, and answers 404.'),
      modifyDate: isoDate.describe('The last change of the page: the lastModified of its sitemap entries.'),
      sort: z.number().int().describe("Order of a child in its parent's sub menu (smallest first)."),
      childMenus: z.array(pageSchema).default([]).describe('The child pages (/{parent}/{child}).'),
      params: pageParams.describe('What the page shows.'),
    })
    .strict()
    .superRefine((p, ctx) => {
      p.childMenus.forEach((c, i) => {
        if (c.parentId !== p.id) ctx.addIssue({ code: 'custom', path: ['childMenus', i, 'parentId'], message: `must be ${p.id}, the id of its parent` });
      });
    }),
);
export const pagesFile = z.object({ pages: z.array(pageSchema).min(1).describe('The pages of the site (menu items), children inside their parent.') }).strict();

// ---------------------------------------------------------------- menus

export const menuLink = z
  .object({
    href: pathOrUrl(LINK_SCHEMES).describe('An original path from the path table, or an absolute URL (https:, http:, mailto: or tel:; no other scheme).'),
    label: localizedText.optional().describe("The link's text per language (default: the page's title, else the last crumb of the path table)."),
    status: z.enum(['Published', 'Draft']).default('Published').describe('Draft links are not shown.'),
  })
  .strict();
export const menusFile = z
  .object({
    main: z
      .array(originalPath)
      .describe('Original paths of the top-level pages of the menu and the drawer, in order; their Published children form the sub menus.'),
    top: z.array(menuLink).default([]).describe('Links of the top bar above the header (phone, e-mail, login …); see site.json display.topBarShow.'),
  })
  .strict();

// ---------------------------------------------------------------- footer

const publicText = z
  .object({
    text: localizedText.describe('The text per language.'),
    public: z.boolean().describe('false: the part is not shown.'),
  })
  .strict();
export const footerColumn = z
  .object({
    title: publicText.describe("The column's heading."),
    intro: publicText.nullable().default(null).describe('A short text under the heading.'),
    fullText: publicText.nullable().default(null).describe('A longer text under the intro.'),
    images: z
      .array(
        z
          .object({
            src: z.string().describe('The image path.'),
            alt: localizedText.describe('Its text alternative per language.'),
            public: z.boolean().describe('false: the image is not shown.'),
          })
          .strict(),
      )
      .default([])
      .describe('Images of the column (logos of labels, federations …).'),
    links: z.array(menuLink).default([]).describe('Links of the column.'),
  })
  .strict();
export const footerFile = z
  .object({
    columns: z.array(footerColumn).max(6).describe('Up to 6 columns of the footer.'),
    copyright: localizedText.describe('The copyright line per language.'),
  })
  .strict();

// ---------------------------------------------------------------- site info, search, display

export const officeSchema = z
  .object({
    name: z.string().describe("The office's name."),
    street: z.string().describe('Street.'),
    houseNumber: z.string().describe('House number.'),
    zip: z.string().describe('Postcode.'),
    city: z.string().describe('City.'),
    countryId: z.union([z.literal(10), z.literal(50)]).describe('10 Belgium, 50 Luxembourg.'),
    phone: z.string().describe('Phone number (a tel: link).'),
    email: z.email().describe('E-mail address (a mailto: link).'),
  })
  .strict()
  .describe('An office of the agency: shown in the footer and in the structured data.');

/** Blocks of the property detail page whose display condition rules can set. */
export const DETAIL_BLOCKS = ['gallery', 'media', 'energy', 'facts', 'documents', 'mobiscore', 'renovation', 'agent', 'similar', 'streetView'] as const;
export type DetailBlock = (typeof DETAIL_BLOCKS)[number];

/** The regions of lib/domain/regions.ts (Flanders, Brussels, Wallonia by postcode; Luxembourg by country). */
export const REGIONS = ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const;
/** A link for every language, or per language (a language without one gets the first listed). */
export const localizedUrl = z.union([
  webUrl,
  z.partialRecord(z.enum(SUPPORTED_LOCALES), webUrl).refine((o) => Object.keys(o).length > 0, 'needs at least one language'),
]);
export type LocalizedUrl = z.output<typeof localizedUrl>;

// ---------------------------------------------------------------- purchase cost

/** A calendar day, `YYYY-MM-DD`. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day such as 2025-01-01')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'is not a day of the calendar');
/** Where a rate is written: an https:/http: address, or an official text's reference (at least a few words). */
const rateSource = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
      const parsed = webUrl.safeParse(value);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'is not a URL' });
    } else if (value.length < 10)
      ctx.addIssue({ code: 'custom', message: 'must be a URL or the reference of an official text (a law, a decree and its date)' });
  });
const share = z.number().min(0).max(1);
const amount = z.number().min(0);
const datedRate = {
  from: calendarDay.describe(
    'The day the rate takes effect (of the deed, or of the agreement where the law says so), YYYY-MM-DD; the latest day on or before today is in force.',
  ),
  source: rateSource.describe(
    'Where the rate is written: an https: address, or the reference of the official text (law, decree, royal decree, with its date).',
  ),
};
const bracket = z
  .object({
    upTo: amount.nullable().describe('The bracket ends at this amount (null: the last bracket, no end).'),
    rate: share.describe('The share of the part of the amount inside the bracket (0.0456 is 4.56%).'),
  })
  .strict();
const feeScale = {
  ...datedRate,
  regions: z.array(z.enum(REGIONS)).min(1).describe('The regions the scale applies to (flanders, brussels, wallonia, luxembourg).'),
  brackets: z
    .array(bracket)
    .min(1)
    .describe("The notary's scale: brackets in rising order, the last one with upTo null.")
    .superRefine((list, ctx) => {
      list.forEach((b, i) => {
        const last = i === list.length - 1;
        if (last !== (b.upTo === null))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'upTo'],
            message: last ? 'the last bracket must have upTo null' : 'only the last bracket may have upTo null',
          });
        const before = list[i - 1]?.upTo;
        if (b.upTo !== null && before != null && b.upTo <= before)
          ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: 'must be above the bracket before' });
      });
    }),
  vatRate: share.describe("The VAT on the notary's fees (0.21 is 21%)."),
  costs: amount.describe('Fixed costs of the deed with their VAT (searches, certificates, formalities), in euros.'),
  margin: share.describe(
    "The share by which the figure may differ from the notary's bill (0: every part is regulated; 0.1: up to 10%); above 0 the block calls it an estimate and says by how much.",
  ),
};
export const taxRate = z
  .object({
    ...datedRate,
    region: z.enum(REGIONS).describe('The region of the property (flanders, brussels, wallonia, luxembourg), from its postcode and country.'),
    situation: z
      .enum(PURCHASE_SITUATIONS)
      .describe(
        "resale: registration duty; resaleOwnHome: the same for the buyer's own and only home (main residence); newBuild: VAT; newBuildOwnHome: VAT on the buyer's own home. A situation without a rate takes the one without OwnHome.",
      ),
    rate: share.describe('The duty or VAT rate on the price (0.12 is 12%).'),
    transcriptionRate: share.optional().describe("A second duty on the whole price (Luxembourg's transcription duty, 0.01)."),
    abatement: amount.optional().describe('The part of the price free of duty, in euros (Brussels: 200000).'),
    abatementMaxPrice: amount.optional().describe('The abatement applies only when the price is at most this amount, in euros (Brussels: 600000).'),
    creditPerBuyer: amount.optional().describe("A tax credit per buyer taken off the duties, in euros (Luxembourg's Bëllegen Akt)."),
    fullRate: share.optional().describe('With maxRelief: the normal VAT rate the reduced rate is compared with (Luxembourg: 0.17).'),
    maxRelief: amount.optional().describe('With fullRate: the largest VAT advantage of the reduced rate, in euros (Luxembourg: 50000).'),
  })
  .strict()
  .superRefine((r, ctx) => {
    if ((r.fullRate === undefined) !== (r.maxRelief === undefined))
      ctx.addIssue({ code: 'custom', path: [r.fullRate === undefined ? 'fullRate' : 'maxRelief'], message: 'fullRate and maxRelief go together' });
    if (r.abatementMaxPrice !== undefined && r.abatement === undefined)
      ctx.addIssue({ code: 'custom', path: ['abatement'], message: 'is required with abatementMaxPrice' });
  });
const postcodeRange = z
  .object({
    from: z.number().int().min(0).describe('The first postcode of the range (the number without the country letter).'),
    to: z.number().int().min(0).describe('The last postcode of the range.'),
  })
  .strict()
  .refine((r) => r.from <= r.to, { message: 'from must not be above to', path: ['to'] });
export const municipalSurcharge = z
  .object({
    ...datedRate,
    region: z.enum(REGIONS).describe('The region of the municipality (flanders, brussels, wallonia, luxembourg).'),
    place: z.string().min(1).describe('The municipality, as the purchase-cost block names it (Luxembourg).'),
    postcodes: z.array(postcodeRange).min(1).describe('The postcodes of the municipality, as ranges (Luxembourg City: 1000 to 2999).'),
    shareOfDuty: share.describe('The surcharge as a share of the registration duty, not of the transcription duty (Luxembourg City: 0.5, 3% of the price).'),
    exemptWebTypes: z
      .array(z.number().int().positive())
      .describe("The web types (the CRM's WebIDs) that are exempt, such as single-family houses; a property of any of them pays no surcharge."),
    exemptWithCredit: z.boolean().describe('A purchase that takes a tax credit off the duties (the Bëllegen Akt) is exempt.'),
  })
  .strict();
export const purchaseCostSettings = z
  .object({
    taxes: z.array(taxRate).describe('Registration duty and VAT rates, each for one region and situation, dated and with its source.'),
    surcharges: z
      .array(municipalSurcharge)
      .default([])
      .describe('Municipal surcharges on the registration duty of a resale in some municipalities, dated and with their source.'),
    notaryFees: z.array(z.object(feeScale).strict()).describe("The notary's fees of the deed of sale, per group of regions, dated and with its source."),
    mortgageDeeds: z
      .array(
        z
          .object({
            ...feeScale,
            dutyRate: share.describe('The duties on the mortgage registered (Belgium: 1% registration duty and 0.3% mortgage fee, 0.013).'),
            accessories: share.describe('The accessories added to the loan for those duties (interest, costs; usually 0.1 in Belgium).'),
          })
          .strict(),
      )
      .describe("The costs of the mortgage deed when the buyer borrows: duties and the notary's fees on the loan, per group of regions."),
  })
  .strict()
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.taxes.forEach((t, i) => {
      const key = `${t.region} ${t.situation} ${t.from}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['taxes', i, 'from'], message: `a second ${t.situation} rate of ${t.region} from ${t.from}` });
      seen.add(key);
    });
    for (const list of ['notaryFees', 'mortgageDeeds'] as const) {
      const days = new Set<string>();
      c[list].forEach((f, i) => {
        for (const region of f.regions) {
          const key = `${region} ${f.from}`;
          if (days.has(key)) ctx.addIssue({ code: 'custom', path: [list, i, 'from'], message: `a second scale of ${region} from ${f.from}` });
          days.add(key);
        }
      });
    }
  });

export const siteFile = z
  .object({
    info: z
      .object({
        name: z.string().min(1).describe("The agency's name: titles, the logo's text, structured data, mails."),
        url: webUrl.describe('The public address, https: or http: (canonical URLs, hreflang, sitemap); SITE_URL overrides it.'),
        logo: z.string().describe("The header logo (an .svg has a -light.svg twin for the transparent header); a page's params.logo replaces it there."),
        analyticsId: z.string().nullable().describe('Google Analytics ID, loaded after consent to analytics (null: none).'),
        adsId: z.string().nullable().describe('Google Ads ID, loaded after consent to advertising (null: none).'),
        tagManagerId: z.string().nullable().describe('Google Tag Manager ID, loaded after consent (null: none).'),
        pixelId: z.string().nullable().describe('Facebook pixel ID, loaded after consent to advertising (null: none).'),
        offices: z.array(officeSchema).min(1).describe("The agency's offices."),
        social: z
          .array(
            z
              .object({
                name: z.string().describe("The network's name (the link's text)."),
                url: webUrl.describe("The agency's page there (https: or http:)."),
              })
              .strict(),
          )
          .default([])
          .describe('Social network links in the footer and the structured data.'),
        figures: z
          .object({
            yearsOfExperience: z.number().int().nonnegative().describe('Shown by the statistics view.'),
            happyClients: z.number().int().nonnegative().describe('Shown by the statistics view.'),
          })
          .strict()
          .describe('Agency figures shown by the statistics view next to the live property counts.'),
      })
      .strict()
      .describe('Site info settings.'),
    search: z
      .object({
        showSearchInput: z.boolean().describe("The text field of the banner's search (with its result panel)."),
        showSearchButton: z.boolean().describe("The banner's two buttons to the for-sale and for-rent lists, with or without the text field."),
        showSearchCount: z.boolean().describe('The sale and rent counts of each type and city in the result panel.'),
        showCountProperty: z.boolean().describe('The totals on the two buttons, counted live from the listed properties.'),
        // data.countProperty (totals written in the configuration) is not a key: the totals are counted from the data
        // (lib/domain/search.ts searchTotals), so they are never stale; config:check warns and ignores it.
      })
      .strict()
      .describe('Search configuration of the home banner (shown when the banner has search: true).'),
    display: z
      .object({ topBarShow: z.boolean().describe('Show the top links bar (menus.json top) above the header.') })
      .strict()
      .describe('Device and display settings (the per-device state is computed in the browser).'),
    map: z
      .object({
        tileUrl: z
          .string()
          .regex(/^https?:\/\//i, 'must be an https: or http: address (no other scheme is allowed)')
          .regex(/\{z\}.*\{x\}.*\{y\}/, 'must contain {z}, {x} and {y}')
          .describe("The map tiles' URL template, https: or http:; markers show without tiles too."),
        attribution: z.string().describe("The tiles' credit line on the map."),
        center: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]).describe('[latitude, longitude] the map opens on when it has no marker.'),
        zoom: z.number().int().min(1).max(19).describe('The zoom the map opens with when it has no marker.'),
      })
      .strict()
      .describe("The map of the listings' map view."),
    detail: z
      .object({
        blocks: z
          .partialRecord(z.enum(DETAIL_BLOCKS), conditionRules)
          .describe(
            `Condition rules per block of the property page (${DETAIL_BLOCKS.join(', ')}), on the property and its region; a block without rules always shows.`,
          ),
        facts: z
          .partialRecord(z.enum(FACT_KEYS), conditionRules)
          .default({})
          .describe('Condition rules per item of the facts table (components/property/factGroups.ts, e.g. floor, cadastralIncome).'),
        renovationCalculators: z
          .partialRecord(z.enum(REGIONS), localizedUrl)
          .default({})
          .describe(
            'The renovation cost calculator per region (flanders, brussels, wallonia, luxembourg): a URL, or a URL per language; a region without one shows no link.',
          ),
        mobiscoreUrl: webUrl.describe('The Mobiscore link of the mobiscore block (https: or http:).'),
      })
      .strict()
      .describe('The property detail page: which blocks and facts show, and its outside links.'),
    images: z
      .object({
        remoteHosts: z
          .array(
            z.string().superRefine((entry, ctx) => {
              const problem = remoteHostProblem(entry);
              if (problem) ctx.addIssue({ code: 'custom', message: problem });
            }),
          )
          .describe(
            "Exact hosts whose pictures the image route (/api/image) fetches over https:, resizes and caches like the site's own photos (the CRM's picture host, cdn.omnicasaassets.com): a host name, with a port when not 443, no wildcard. Only the addresses of pictures the site stores are fetched, and only from a public IP address.",
          ),
      })
      .strict()
      .default({ remoteHosts: [] })
      .describe("Pictures from other sites (the CRM's)."),
    renovationObligations: z
      .array(
        z
          .object({
            from: calendarDay.describe(
              'The first day of the deeds the rule binds, YYYY-MM-DD; of a region, the rule with the latest day on or before the deed is in force.',
            ),
            source: rateSource.describe('Where the rule is written: an https: address, or the reference of the official text (decree, with its date).'),
            region: z.enum(REGIONS).describe('The region whose homes the rule binds (flanders, brussels, wallonia, luxembourg).'),
            labels: z.array(z.string().min(1)).min(1).describe('The energy labels that oblige a buyer to renovate, on the region\'s scale (e.g. ["e", "f"]).'),
            target: z.string().min(1).describe('The label to reach, or better, on the region\'s scale (e.g. "d").'),
            withinYears: z.number().int().min(1).max(50).describe('The years after the deed within which the label must be reached.'),
          })
          .strict()
          .superRefine((r, ctx) => {
            const scale = ENERGY_LABELS[r.region];
            r.labels.forEach((label, i) => {
              if (!scale.includes(label))
                ctx.addIssue({ code: 'custom', path: ['labels', i], message: `is not a label of the ${r.region} scale (${scale.join(', ')})` });
            });
            if (!scale.includes(r.target))
              ctx.addIssue({ code: 'custom', path: ['target'], message: `is not a label of the ${r.region} scale (${scale.join(', ')})` });
          }),
      )
      .default([])
      .describe(
        'The renovation obligations a buyer takes on with a home of poor energy label, each dated and with its source: the property page of a home for sale states the one in force today with its last day; a region without one states none.',
      ),
    purchaseCost: purchaseCostSettings
      .default({ taxes: [], surcharges: [], notaryFees: [], mortgageDeeds: [] })
      .describe(
        'The rates of the purchase cost on a property for sale (duty or VAT, notary, mortgage deed), each dated and with its source; a region without a resale rate in force shows no purchase cost.',
      ),
    previewPaths: z.array(originalPath).default([]).describe('Path prefixes that are previews: no consent dialog, no cookie checks, never indexed.'),
    crm: z
      .object({
        maxWithdrawShare: z
          .number()
          .min(0)
          .max(1)
          .default(0.2)
          .describe(
            'The largest share (0 to 1) of the catalogue earlier syncs brought in that one full sync may withdraw; a run that would withdraw more withdraws nothing, says why and mails the agency until `npm run sync -- --full --allow-withdraw` confirms it.',
          ),
        leads: z
          .object({
            sourceId: z.number().int().positive().default(5).describe("The CRM's source of a lead from the site (`SourceId`; 5 is the agency website)."),
            siteId: z.number().int().positive().optional().describe("The site's ID in the CRM (`SiteId`, from GetSiteList); sent with each lead when set."),
          })
          .strict()
          .default({ sourceId: 5 })
          .describe('How leads from the forms are sent to the CRM.'),
        fields: z
          .record(z.string().regex(CRM_FIELD_NAME, 'a CRM field name (letters, digits, _)'), z.enum(CRM_SITE_FIELDS))
          .default({})
          .describe(
            'The agency\'s CRM field names of detail-page fields: CRM field of a property item → site field (e.g. `{ "EPCCertificateValidUntil": "epcValidUntil", "PlanningPermission": "permit" }`). A site field named here is read from this CRM field only, instead of the name public sources show (ManagerName, ManagerEmail, ManagerDirectPhone, ManagerID, VirtualTour, ChargesRenter, DepositAmount, DateFree, Floor, HeatingName, KitchenName, WindowGlazing). `npm run sync -- --status` lists the fields of the last sync\'s items that nothing maps.',
          ),
        substatuses: z
          .record(z.string().regex(/^\d+$/, 'a substatus ID (digits)'), z.enum(CRM_STATES))
          .default({ ...DEFAULT_SUBSTATUS_STATES })
          .describe(
            "The state on the site of a property by its CRM substatus ID (`SubStatus`): available, option, sold, rented (sold and rented follow the property's goal) or hidden (not shown, whatever its status). `npm run sync -- --substatuses` lists the agency's substatuses and the state each gets. Default: 6 is sold (modmore/Omnicasa hides SubStatus 6 as sold).",
          ),
        marquees: z
          .record(z.string().regex(/^\d+$/, 'a marquee ID (digits)'), z.enum(CRM_STATES))
          .default({})
          .describe('The state of a property by its CRM marquee ID (`Marquee`), when its substatus has none in `substatuses`; same states.'),
        businessTakeover: z
          .enum(['sale', 'hidden'])
          .default('sale')
          .describe('What a business takeover (`Goal` 2) is on the site: a property for sale (as modmore/Omnicasa reads every goal but 1), or hidden.'),
      })
      .strict()
      .default({
        maxWithdrawShare: 0.2,
        leads: { sourceId: 5 },
        fields: {},
        substatuses: { ...DEFAULT_SUBSTATUS_STATES },
        marquees: {},
        businessTakeover: 'sale',
      })
      .describe('The CRM (Omnicasa) sync and leads.'),
  })
  .strict();

/**
 * Keys of the original configuration format that the site does not use. `config:check` warns about each
 * (file and JSON path) and ignores it; any other unknown key is an error. Each says why it has no effect.
 */
export const SPEC_KNOWN_UNUSED = {
  /** Keys of a module (modules.json modules[i]). */
  module: {
    isHasSubcategories: 'a category module shows the articles of its own category only',
  },
  /** Keys of a page (pages.json pages[i], childMenus[j]). */
  page: {
    createDate: "only modifyDate is used (the sitemap's lastModified)",
  },
  /** Keys of a page's params. */
  pageParams: {
    css: "pages take their look from the site's style sheet; use a module's class for a variant",
  },
  /** Keys of site.json search. */
  search: {
    data: 'the totals (countProperty) are counted live from the listed properties',
  },
} as const satisfies Record<string, Record<string, string>>;

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
