/**
 * The database schema (drizzle). One schema for PGlite and PostgreSQL; migrations in ./migrations are
 * generated from it with `npm run db:generate` and applied at start.
 */
import { boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
 * columns; the other descriptive fields of the spec live in `details`.
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
 * New-build project (spec section 3 "Project"), one row per project and language like properties: the
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
