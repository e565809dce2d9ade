/**
 * The database schema (drizzle). One schema for PGlite and PostgreSQL; migrations in ./migrations are
 * generated from it with `npm run db:generate` and applied at start.
 */
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Category tree item: ID, ParentID, Name, WebID. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  webId: integer('web_id'),
});

/** Articles: stand-alone pages (Espagne, Privacy …) and the items of categories (team, testimonials, services). */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull().default(0),
    image: text('image'),
    publishedAt: date('published_at').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('articles_category_idx').on(t.categoryId, t.sort)],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

/** Web type: WebID and its name per language. Counts for sale and rent are computed from properties. */
export const webTypes = pgTable(
  'web_types',
  {
    webId: integer('web_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.webId, t.lang] })],
);

/**
 * Property, one row per language as in the agency's CRM. Fields that listings filter and sort on are
 * columns; the other descriptive fields of the CRM live in `details`.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    webId: integer('web_id').notNull(),
    webIds: text('web_ids').notNull().default(''),
    reference: text('reference').notNull(),
    uniqueCode: text('unique_code').notNull(),
    typeDescription: text('type_description').notNull(),
    /** 0 is sale, any other value rent. */
    goal: integer('goal').notNull(),
    /** available, option, sold, rented. */
    status: text('status').notNull().default('available'),
    managerName: text('manager_name'),
    managerPhone: text('manager_phone'),
    managerEmail: text('manager_email'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    publishPrice: boolean('publish_price').notNull().default(true),
    priceUnit: integer('price_unit').notNull().default(0),
    priceUnitText: text('price_unit_text'),
    marquee: integer('marquee').notNull().default(0),
    marqueeName: text('marquee_name'),
    publishAddress: boolean('publish_address').notNull().default(true),
    street: text('street'),
    houseNumber: text('house_number'),
    boxNr: text('box_nr'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id').notNull(),
    countryName: text('country_name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    energyPerformance: numeric('energy_performance', { precision: 8, scale: 1, mode: 'number' }),
    epcLabelText: text('epc_label_text'),
    co2Emission: numeric('co2_emission', { precision: 8, scale: 1, mode: 'number' }),
    epcValidUntil: date('epc_valid_until'),
    smallPictureUrl: text('small_picture_url'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    garages: integer('garages'),
    parkings: integer('parkings'),
    surfaceTotal: numeric('surface_total', { mode: 'number' }),
    surfaceLiving: numeric('surface_living', { mode: 'number' }),
    surfaceGround: numeric('surface_ground', { mode: 'number' }),
    surfaceGarden: numeric('surface_garden', { mode: 'number' }),
    surfaceTerrace: numeric('surface_terrace', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.lang] }),
    index('properties_listing_idx').on(t.lang, t.goal, t.status, t.createdAt),
    index('properties_city_idx').on(t.lang, t.zip),
    index('properties_type_idx').on(t.lang, t.webId),
  ],
);

/**
 * New-build project, one row per project and language like properties: the
 * name, description, city and country name are translated; the other columns are the same on every row.
 * `publicAddress` says whether the street may be shown (the postcode and city always are).
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    publicAddress: boolean('public_address').notNull().default(true),
    street: text('street'),
    houseNumber: text('house_number'),
    boxNr: text('box_nr'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id').notNull(),
    countryName: text('country_name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    picture: text('picture'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** selling, sold-out. */
    status: text('status').notNull().default('selling'),
    deliveryDate: date('delivery_date'),
    managerName: text('manager_name'),
    managerPhone: text('manager_phone'),
    managerEmail: text('manager_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index('projects_listing_idx').on(t.lang, t.status, t.createdAt)],
);

/**
 * A unit of a project (apartment, penthouse, shop …), language-neutral: its type is a WebID named per
 * language by `web_types`. `floor` 0 is the ground floor. Status: available, option, sold, sold-out.
 */
export const projectUnits = pgTable(
  'project_units',
  {
    projectId: integer('project_id').notNull(),
    unitId: integer('unit_id').notNull(),
    building: text('building').notNull().default('A'),
    floor: integer('floor').notNull().default(0),
    reference: text('reference').notNull(),
    webId: integer('web_id').notNull(),
    bedrooms: integer('bedrooms'),
    surfaceLiving: numeric('surface_living', { mode: 'number' }),
    surfaceTerrace: numeric('surface_terrace', { mode: 'number' }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    publishPrice: boolean('publish_price').notNull().default(true),
    status: text('status').notNull().default('available'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.unitId] })],
);

/* ------------------------------------------------------------------------------------------------
 * Visitor forms and the owner portal. One outbox serves the whole site.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Every acknowledged form submission, whatever the mail server does. `form` is the form's name
 * (contact, contact-demand, demand-register, contact-me, contact-appointment, contact-construction,
 * send-to-friend, sign-newsletter, rent-application, offer, cv, document-request, testimonial);
 * `data` is the validated payload (never a password).
 */
export const submissions = pgTable(
  'submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    form: text('form').notNull(),
    lang: text('lang').notNull(),
    email: text('email'),
    propertyId: integer('property_id'),
    projectId: integer('project_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submissions_form_idx').on(t.form, t.createdAt)],
);

/** Files sent with a submission (CV, documents): kept in the database with it, never served publicly. */
export const uploads = pgTable('uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  submissionId: integer('submission_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails to send, written in the same transaction as what caused them. The worker claims due rows
 * (`lockedUntil`), sends, and marks them sent; a failure is retried with backoff. `dedupeKey` makes an
 * e-mail that must go once (a demand alert for one property) unique.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id'),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Attachments by reference: upload ids. */
    uploadIds: jsonb('upload_ids').$type<number[]>().notNull().default([]),
    dedupeKey: text('dedupe_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), uniqueIndex('outbox_dedupe_idx').on(t.dedupeKey)],
);

/** Fixed-window counters for rate limits (forms per IP, sign-in per account and per IP, reminders). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Captcha challenges already answered: a challenge can be used once. */
export const captchaUses = pgTable('captcha_uses', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A registered demand (saved search). `token` confirms it (double opt-in) and cancels it (one click).
 * Status: pending, confirmed, cancelled.
 */
export const demands = pgTable(
  'demands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id').notNull(),
    token: text('token').notNull().unique(),
    lang: text('lang').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 0 buying, 1 renting (the property's Goal). */
    goal: integer('goal').notNull(),
    webIds: jsonb('web_ids').$type<number[]>().notNull(),
    zones: jsonb('zones').$type<string[]>().notNull(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    minBedrooms: integer('min_bedrooms'),
    maxBedrooms: integer('max_bedrooms'),
    garages: integer('garages'),
    parking: boolean('parking').notNull().default(false),
    terrace: boolean('terrace').notNull().default(false),
    garden: boolean('garden').notNull().default(false),
    /** The search area as its URL parameter (`area=` a polyline, `around=lat,lng,km`); null: anywhere in the zones. */
    area: text('area'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('demands_status_idx').on(t.status, t.goal)],
);

/**
 * Newsletter subscriptions, with double opt-in: a sign-up (the newsletter form, or a form's newsletter box)
 * is stored `pending` with a random token and mails only its confirmation link; following it makes it
 * `confirmed` and tells the agency; the cancel link (or one-click unsubscribe) makes it `cancelled`.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id').notNull(),
    token: text('token').notNull().unique(),
    lang: text('lang').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_subscriptions_email_idx').on(t.email, t.status)],
);

/**
 * Alerts on a visitor's favourites, with double opt-in: a sign-up (the favourites page's form) is stored
 * `pending` with a random token and mails only its confirmation link; following it makes it `confirmed`;
 * the cancel link (or one-click unsubscribe) makes it `cancelled`. `lastMailedAt`: when its last alert
 * was queued (at most one a day). `manageToken`: a second random token, given only to the browser that signed up
 * (never mailed), with which that browser keeps the followed properties in step with its favourites and stops the
 * alerts; it cannot confirm a sign-up (only the mailed link does). Null for sign-ups made before it existed.
 */
export const favouriteAlerts = pgTable(
  'favourite_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id').notNull(),
    token: text('token').notNull().unique(),
    manageToken: text('manage_token').unique(),
    lang: text('lang').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (t) => [index('favourite_alerts_status_idx').on(t.status)],
);

/**
 * The properties a favourite alert follows, each with what the visitor last knew of it (its price and
 * state when subscribed or at the last check): a change is measured against these. Title, reference and
 * place are kept so a withdrawn property (gone from `properties`) can still be named.
 */
export const favouriteAlertProperties = pgTable(
  'favourite_alert_properties',
  {
    alertId: integer('alert_id').notNull(),
    propertyId: integer('property_id').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    publishPrice: boolean('publish_price').notNull().default(false),
    /** 'available', 'option', 'sold', 'rented' or 'withdrawn'. */
    state: text('state').notNull(),
    title: text('title').notNull().default(''),
    reference: text('reference').notNull().default(''),
    place: text('place').notNull().default(''),
    priceUnitText: text('price_unit_text'),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.propertyId] }), index('favourite_alert_properties_property_idx').on(t.propertyId)],
);

/** The changes found for a favourite alert, waiting for its next mail (`mailedAt` null) or already mailed. */
export const favouriteAlertChanges = pgTable(
  'favourite_alert_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: integer('alert_id').notNull(),
    propertyId: integer('property_id').notNull(),
    /** 'price-drop', 'option', 'sold', 'rented' or 'withdrawn'. */
    kind: text('kind').notNull(),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('favourite_alert_changes_alert_idx').on(t.alertId, t.mailedAt)],
);

/**
 * Booked appointments: one confirmed per property, day and slot (propertyId 0 is an appointment at the
 * agency); a cancelled one keeps its row and frees its slot. `token` (random, in the visitor's mail and
 * calendar file) opens the visit's page, its calendar file and its cancel page; appointments booked before
 * it existed have none. Status: confirmed, cancelled.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id').notNull(),
    propertyId: integer('property_id').notNull().default(0),
    day: date('day').notNull(),
    slot: text('slot').notNull(),
    status: text('status').notNull().default('confirmed'),
    token: text('token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appointments_slot_idx')
      .on(t.propertyId, t.day, t.slot)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * Owners: persons linked to the properties they own; argon2id password hashes. An owner staff added
 * (`npm run owners -- add`, or a feed record's OwnerEmail) has no password (null) until they follow
 * the invitation's link and choose one.
 */
export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  lang: text('lang').notNull().default('fr'),
  passwordHash: text('password_hash'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ownerProperties = pgTable(
  'owner_properties',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.propertyId] }), index('owner_properties_property_idx').on(t.propertyId)],
);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is `id`. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_owner_idx').on(t.ownerId)],
);

/**
 * Single-use, expiring links to choose a password; `id` is the SHA-256 of the token sent by e-mail.
 * `purpose` is `reset` (the reminder, 1 hour) or `invitation` (a new owner's welcome, 7 days).
 */
export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  purpose: text('purpose').notNull().default('reset'),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => owners.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Owner portal entries of a property: kind visit, communication, media or history; each with date,
 * type, contact, subject, comment, status and source.
 * `externalId` is the entry's ID in the agency's file (`npm run import -- --activity`): a re-import
 * updates the entry with that ID; the demo seed's entries have none.
 */
export const portalEntries = pgTable(
  'portal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    externalId: text('external_id'),
    propertyId: integer('property_id').notNull(),
    kind: text('kind').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    contact: text('contact'),
    subject: text('subject'),
    comment: text('comment'),
    status: text('status'),
    source: text('source'),
  },
  (t) => [index('portal_entries_property_idx').on(t.propertyId, t.kind, t.date), uniqueIndex('portal_entries_external_idx').on(t.externalId)],
);

/** Public detail-page views per property and day (Europe/Brussels), counted off the render path. */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * Versions of the data that the site keeps in memory (lib/data/catalog-version.ts): `catalog` counts every
 * change to properties, projects and web types. Triggers of migration 0004 bump it on each statement that
 * writes those tables (the importer, the seed, a staff member's SQL), so every instance notices a change
 * with one cheap read a minute instead of re-reading the catalogue.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What changed in the catalogue, for the instances' revalidation (lib/data/catalog-changes.ts): one row per
 * statement that changed properties, projects, project units or web types, written by the triggers of
 * migration 0005 in the same transaction. `ids` are the property or project IDs whose rows really changed
 * (all languages); null means "any" (a TRUNCATE). Rows older than a day are pruned by the same triggers.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** property, project or web_type. */
    kind: text('kind').notNull(),
    ids: integer('ids').array(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * The site configuration published by staff (`npm run config:publish`, lib/data/site-config.ts): the seven
 * files of config/ as one JSON object, validated before it is stored. The running instances take the highest
 * version; with no row, they use the configuration the build bundled.
 */
export const siteConfigs = pgTable('site_configs', {
  version: serial('version').primaryKey(),
  /** File name (`pages.json` …) → its parsed JSON. */
  files: jsonb('files').$type<Record<string, unknown>>().notNull(),
  /** SHA-256 of the canonical JSON of `files`: equal checksums, equal configurations. */
  checksum: text('checksum').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Runs of the CRM sync (lib/crm/omnicasa/sync.ts): one row per run, written when it starts and finished when
 * it ends. The next incremental sync asks the CRM for the changes since the start of the last successful run;
 * `npm run sync -- --status` reads the last runs. `summary` holds counts (no personal data, no credentials).
 */
export const crmSyncRuns = pgTable(
  'crm_sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** full or incremental. */
    mode: text('mode').notNull(),
    /** running, ok, failed. */
    status: text('status').notNull().default('running'),
    /** Where it was started: cli or schedule. */
    trigger: text('trigger').notNull().default('cli'),
    changeSince: timestamp('change_since', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
  },
  (t) => [index('crm_sync_runs_status_idx').on(t.status, t.startedAt)],
);
