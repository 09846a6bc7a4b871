/**
 * The whole database schema: better-auth's tables (user, session, account,
 * verification, rateLimit — keyed by the model names its Drizzle adapter looks
 * up) and the portal's own. Column names are snake_case in the database.
 * After a change run `npm run db:generate` and commit the new migration.
 */
import { sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";
import { boxLiteral, polygonLiteral, type Bbox, type LngLat } from "#app/lib/geo";
import type { Locale } from "#app/i18n/locales";
import { PROPERTY_STATUSES } from "#app/lib/options";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  point,
  real,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** PostgreSQL's box, written from [west, south, east, north] (saved searches' map view). */
const box = customType<{ data: Bbox; driverData: string }>({
  dataType: () => "box",
  toDriver: (value) => boxLiteral(value),
  fromDriver: (value) => {
    const [east, north, west, south] = value.match(/-?[\d.]+(?:e-?\d+)?/g)!.map(Number);
    return [west!, south!, east!, north!];
  },
});

/** PostgreSQL's polygon, written from its corners as [longitude, latitude] (saved searches' drawn area). */
const polygon = customType<{ data: LngLat[]; driverData: string }>({
  dataType: () => "polygon",
  toDriver: (value) => polygonLiteral(value),
  fromDriver: (value) => {
    const numbers = value.match(/-?[\d.]+(?:e-?\d+)?/g)!.map(Number);
    const corners: LngLat[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) corners.push([numbers[i]!, numbers[i + 1]!]);
    return corners;
  },
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The shapes of the JSON columns live in app/lib, where the browser's code reads them too.
import type { FloorPlan, NearbyPlace, Photo, ProjectConfiguration, SupplierLogo } from "#app/lib/listing-shapes";
export type { FloorPlan, NearbyPlace, Photo, ProjectConfiguration, SupplierLogo };

// ---------------------------------------------------------------- better-auth

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // admin plugin
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  // phoneNumber plugin
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified"),
  /**
   * The language of the pages the person last signed in or acted on ('en' | 'hi' | 'mr'; null: never
   * said): messages sent to the account later (account notices, leads, listing reminders) are written in it.
   */
  locale: text("locale").$type<Locale>(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Failed password sign-ins per e-mail address, whether or not an account has
 * it: the per-account backoff (app/domain/accounts/sign-in-backoff.server.ts). In the
 * database so every app server sees the same count.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    /** The e-mail address tried, trimmed and lower-cased. */
    email: text("email").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull(),
    /** Password sign-ins for this address are refused until then. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    /** When the account's owner was last told about the failures. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_failures_last_failed_idx").on(t.lastFailedAt)],
);

// ---------------------------------------------------------------- catalogue

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    /** 'Residential' | 'Commercial' */
    type: text("type").notNull(),
    category: text("category").notNull(),
    /** Whole rupees; for rent, per month. */
    price: bigint("price", { mode: "number" }).notNull(),
    location: text("location").notNull(),
    city: text("city").notNull().default(""),
    /** Square feet. */
    area: integer("area").notNull(),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    parking: integer("parking").notNull().default(0),
    description: text("description").notNull(),
    /** 'sale' | 'rent' */
    status: text("status").notNull(),
    featured: boolean("featured").notNull().default(false),
    active: boolean("active").notNull().default(true),
    ownerName: text("owner_name").notNull(),
    ownerContact: text("owner_contact").notNull(),
    /** The agent account that manages this listing, when there is one. */
    ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
    developer: text("developer"),
    yearBuilt: integer("year_built"),
    /** 'Fully Furnished' | 'Semi Furnished' | 'Unfurnished' */
    furnishing: text("furnishing"),
    facing: text("facing"),
    floors: integer("floors"),
    /** The project this home or unit belongs to, when it is part of one: the card shows that project's rating. */
    projectId: integer("project_id").references((): AnyPgColumn => projects.id, { onDelete: "set null" }),
    /**
     * The rating shown for the property, kept by app/domain/reviews/ratings.server.ts from approved reviews:
     * its project's average and count when the project has any, or else its locality's; 0 and 0 with no
     * review. `ratingSource` says which ('project' | 'locality'; null: none).
     */
    rating: real("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    ratingSource: text("rating_source"),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb("images")
      .$type<Photo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The public submission this property was published from. */
    listingId: integer("listing_id"),
    /** Set when its owner marked it 'sold' or 'rented' (it then leaves the public site). */
    closedAs: text("closed_as"),
    /** Owner-managed listings stay public until then unless renewed (app/domain/owners/owner-expiry.server.ts). */
    listedUntil: timestamp("listed_until", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** The owner was reminded of the coming expiry (cleared by a renewal). */
    expiryRemindedAt: timestamp("expiry_reminded_at", { withTimezone: true }),
    searchText: text("search_text").generatedAlwaysAs(sql`lower(title || ' ' || location || ' ' || description)`),
    /** lower(location), stored: lower() per row at query time is slow on PGlite. */
    locationKey: text("location_key").generatedAlwaysAs(sql`lower(location)`),
    /** point(longitude, latitude); null: not placed (its locality's centre is unknown). */
    position: point("position", { mode: "xy" }),
    /**
     * The position's two coordinates as numbers, stored by the database: a point has no btree
     * order, so these are what the list indexes hold, and a map view's bounds filter a list
     * inside its index-only scan instead of visiting every matching row (ADR 043).
     */
    longitude: doublePrecision("longitude").generatedAlwaysAs(sql`(position)[0]`),
    latitude: doublePrecision("latitude").generatedAlwaysAs(sql`(position)[1]`),
    /** The owner account's own reference for it (bulk import, feeds, the API): unique per account. */
    externalRef: text("external_ref"),
    /** The hash of the listing as last ingested (app/domain/supply/ingest.server.ts): same hash, unchanged. */
    ingestHash: text("ingest_hash"),
    /** Withdrawn by its source (missing from a complete feed, or deleted through the API); not deleted. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Every writer offers a listing for sale or for rent; a list without a status
    // filter names both (property-filter.server.ts, everyStatus), which this makes
    // the same as naming none.
    check("properties_status", sql.raw(`status in (${PROPERTY_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
    uniqueIndex("properties_owner_external_ref_idx")
      .on(t.ownerUserId, t.externalRef)
      .where(sql`external_ref is not null`),
    // Map views (position <@ box) and drawn areas (position <@ polygon).
    index("properties_position_idx").using("gist", t.position),
    index("properties_list_created_idx").on(t.type, t.active, t.status, t.createdAt.desc()),
    // Led by type, status and price, then every other column the public lists
    // filter or sort on (all but search_text), so counting and picking a page's
    // ids are index-only scans: no visits to the wide table rows.
    index("properties_list_price_idx").on(
      t.type,
      t.active,
      t.status,
      t.price,
      t.category,
      t.area,
      t.bedrooms,
      t.bathrooms,
      t.parking,
      t.yearBuilt,
      t.furnishing,
      t.featured,
      t.createdAt,
      t.rating,
      t.reviews,
      t.id,
      t.locationKey,
      t.amenities,
      t.longitude,
      t.latitude,
    ),
    index("properties_featured_idx").on(t.featured, t.active, t.createdAt.desc()),
    // One per list order (ADR 032): a page of a broad search (more matches than
    // the count cap) walks its kind's listings in that order and stops after the
    // page; ties on the sort key are put in id order by an incremental sort.
    index("properties_sort_price_idx").on(t.type, t.active, t.price),
    index("properties_sort_area_idx").on(t.type, t.active, t.area),
    index("properties_sort_created_idx").on(t.type, t.active, t.createdAt),
    index("properties_sort_relevance_idx").on(t.type, t.active, t.featured, t.createdAt),
    index("properties_sort_rating_idx").on(t.type, t.active, t.rating, t.reviews),
    // The list index again, led by the location (ADR 032): a location filter is
    // location_key = any(the known locations it matches, from property_locations),
    // which this index seeks, and the other filters and the sort keys are read
    // from its entries (an index-only scan). In the "C" collation, as the filter
    // compares: the trigram index on location_key (default collation) also
    // answers "=", slowly (2.7 s for Mumbai's 13 locations at a million rows),
    // and a comparison in another collation keeps the planner off it.
    index("properties_list_place_idx").on(
      t.type,
      t.active,
      sql`${t.locationKey} collate "C"`,
      t.status,
      t.price,
      t.category,
      t.area,
      t.bedrooms,
      t.bathrooms,
      t.parking,
      t.yearBuilt,
      t.furnishing,
      t.featured,
      t.createdAt,
      t.rating,
      t.reviews,
      t.id,
      t.amenities,
      t.longitude,
      t.latitude,
    ),
    // Narrow twins of the two list indexes, for intersecting with a word's
    // trigram matches (ADR 058). A search with a word reads its matches' rows
    // (the word is tested on search_text), so the planner ANDs index bitmaps
    // first; in the wide list indexes a range over a kind and status walks
    // entries of about 250 bytes (8 ms for 4,000 matches at 100,000 listings),
    // and without them the planner ANDed the word with the kind alone and
    // tested the place, bedrooms and bathrooms on thousands of rows. Bedrooms
    // lead the filter index: searches name a bedroom count more often than a
    // status, and a btree is sought only by its leading keys.
    index("properties_filter_idx").on(t.type, t.active, t.bedrooms, t.status, t.bathrooms, t.category, t.price),
    index("properties_place_idx").on(
      t.type,
      t.active,
      sql`${t.locationKey} collate "C"`,
      t.status,
      t.bedrooms,
      t.bathrooms,
    ),
    index("properties_project_idx")
      .on(t.projectId)
      .where(sql`project_id is not null`),
    index("properties_amenities_idx").using("gin", t.amenities),
    index("properties_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("properties_location_trgm_idx").using("gin", sql`${t.locationKey} gin_trgm_ops`),
    // The Developer filter's options: each distinct developer is one index probe (see propertyDevelopers).
    index("properties_developer_idx")
      .on(t.type, t.developer)
      .where(sql`active and developer is not null`),
  ],
);

/**
 * Every location_key a property has (a trigger on properties adds new ones;
 * drizzle/0021): a location filter finds the locations its patterns match here,
 * a few hundred short rows, and then seeks those in properties_list_place_idx
 * instead of testing the patterns on every listing (ADR 032). A key no
 * property has any more matches nothing and does no harm.
 */
export const propertyLocations = pgTable("property_locations", {
  key: text("key").primaryKey(),
});

export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    developer: text("developer").notNull(),
    location: text("location").notNull(),
    /** 'Residential' | 'Commercial' | 'Mixed Use' | 'Plotted Development' */
    type: text("type").notNull(),
    /** 'ongoing' | 'upcoming' | 'completed' */
    status: text("status").notNull(),
    priceMin: bigint("price_min", { mode: "number" }).notNull(),
    priceMax: bigint("price_max", { mode: "number" }).notNull(),
    areaMin: integer("area_min").notNull(),
    areaMax: integer("area_max").notNull(),
    images: jsonb("images")
      .$type<Photo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    description: text("description").notNull(),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    completionDate: date("completion_date", { mode: "string" }).notNull(),
    totalUnits: integer("total_units").notNull(),
    availableUnits: integer("available_units").notNull(),
    /** Average stars and count of the project's approved reviews (app/domain/reviews/ratings.server.ts); 0 and 0 with none. */
    rating: real("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    developerContact: text("developer_contact"),
    reraNumber: text("rera_number"),
    /** Percent, 0–100. */
    constructionProgress: integer("construction_progress").notNull().default(0),
    highlights: text("highlights")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    configurations: jsonb("configurations")
      .$type<ProjectConfiguration[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nearbyPlaces: jsonb("nearby_places")
      .$type<NearbyPlace[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    floorPlans: jsonb("floor_plans")
      .$type<FloorPlan[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    brochureUrl: text("brochure_url"),
    tourUrl: text("tour_url"),
    active: boolean("active").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    searchText: text("search_text").generatedAlwaysAs(sql`lower(title || ' ' || location || ' ' || developer)`),
    /** point(longitude, latitude); null: not placed. */
    position: point("position", { mode: "xy" }),
    ...timestamps,
  },
  (t) => [
    index("projects_position_idx").using("gist", t.position),
    index("projects_list_idx").on(t.active, t.status, t.createdAt.desc()),
    index("projects_price_idx").on(t.active, t.priceMin),
    index("projects_amenities_idx").using("gin", t.amenities),
    index("projects_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Where each locality is: its centre, for the location picker ("use the
 * locality's centre") and for listings placed by their locality alone. Keyed
 * by the locality's slug (app/lib/localities.ts).
 */
export const localities = pgTable("localities", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  city: text("city").notNull(),
  /** point(longitude, latitude) */
  centre: point("centre", { mode: "xy" }).notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------- leads

export const inquiries = pgTable(
  "inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject"),
    message: text("message"),
    /** 'contact' | 'property' | 'project' | 'site_visit' */
    inquiryType: text("inquiry_type").notNull(),
    referenceId: text("reference_id"),
    referenceTitle: text("reference_title"),
    /** Site visits only: the preferred day (India) and slot ('10:00 AM' …). */
    visitDate: date("visit_date", { mode: "string" }),
    visitTime: text("visit_time"),
    /** 'new' | 'contacted' | 'closed' */
    status: text("status").notNull().default("new"),
    /** The account that sent it, when signed in (its "My data" and deletion find it by this). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The language of the page it was sent from ('en' | 'hi' | 'mr'): the sender's language, told to whoever answers. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    index("inquiries_status_idx").on(t.status, t.createdAt.desc()),
    index("inquiries_user_idx")
      .on(t.userId)
      .where(sql`user_id is not null`),
    index("inquiries_type_idx").on(t.inquiryType, t.createdAt.desc()),
    index("inquiries_created_idx").on(t.createdAt.desc()),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favorites_user_property_idx").on(t.userId, t.propertyId)],
);

export const propertyListings = pgTable(
  "property_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** 'residential' | 'commercial' */
    propertyType: text("property_type").notNull(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    area: integer("area").notNull(),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    parking: integer("parking").notNull().default(0),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'sale' | 'rent' */
    listingType: text("listing_type").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    images: jsonb("images")
      .$type<Photo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where the owner placed it (point(longitude, latitude)); null: at its locality's centre when published. */
    position: point("position", { mode: "xy" }),
    ownerName: text("owner_name").notNull(),
    ownerPhone: text("owner_phone").notNull(),
    ownerEmail: text("owner_email").notNull(),
    /** 'pending' | 'approved' | 'rejected' | 'withdrawn' (by its owner) */
    status: text("status").notNull().default("pending"),
    /** The account that submitted it (or that it was attached to), which manages it in My listings. */
    ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The property an approval published. */
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
    /** The language of the page it was submitted from ('en' | 'hi' | 'mr'): the review's e-mail is written in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** The locality it names (bulk sources): its published location is "locality, city". */
    locality: text("locality"),
    /** The MahaRERA project registration it names: published as part of that project when Nivaas lists it. */
    reraNumber: text("rera_number"),
    /** The owner account's own reference (see properties.external_ref); one pending submission per reference. */
    externalRef: text("external_ref"),
    ingestHash: text("ingest_hash"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("property_listings_owner_external_ref_idx")
      .on(t.ownerUserId, t.externalRef)
      .where(sql`external_ref is not null and status = 'pending'`),
    index("property_listings_status_idx").on(t.status, t.createdAt.desc()),
    index("property_listings_owner_idx").on(t.ownerUserId),
  ],
);

// ---------------------------------------------------------------- site

export const settings = pgTable("settings", {
  /** Always 1: the single settings row. */
  id: integer("id").primaryKey().default(1),
  siteName: text("site_name").notNull().default("Nivaas"),
  siteDescription: text("site_description")
    .notNull()
    .default("Homes, offices and new projects for sale and rent in Mumbai and across India."),
  contactEmail: text("contact_email").notNull().default("hello@nivaas.in"),
  contactPhone: text("contact_phone").notNull().default("+91 98200 00000"),
  contactPhoneAlt: text("contact_phone_alt").notNull().default("+91 22 4000 0000"),
  address: text("address").notNull().default("Office 1204, Link Road, Oshiwara, Andheri West, Mumbai 400053"),
  /** The office on the Contact page's map: point(longitude, latitude) (default: Link Road, Oshiwara). */
  officePosition: point("office_position", { mode: "xy" }).default(sql`point(72.8347, 19.1437)`),
  logoUrl: text("logo_url"),
  faviconUrl: text("favicon_url"),
  primaryColor: text("primary_color").notNull().default("#ea580c"),
  secondaryColor: text("secondary_color").notNull().default("#1e40af"),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  smsNotifications: boolean("sms_notifications").notNull().default(false),
  pushNotifications: boolean("push_notifications").notNull().default(true),
  maintenanceMode: boolean("maintenance_mode").notNull().default(false),
  allowRegistration: boolean("allow_registration").notNull().default(true),
  requireEmailVerification: boolean("require_email_verification").notNull().default(true),
  maxImageUpload: integer("max_image_upload").notNull().default(10),
  /** Megabytes. */
  maxFileSize: integer("max_file_size").notNull().default(5),
  /** The year the business was founded: the home page's "Years of Experience" counts from it (none: not shown). */
  foundingYear: integer("founding_year"),
  /**
   * Staff's own texts for the home page's figures, shown instead of the computed ones (null: computed;
   * app/domain/site/hero-figures.server.ts). Satisfaction has nothing to compute it from until reviews exist.
   */
  heroListedText: text("hero_listed_text"),
  heroCitiesText: text("hero_cities_text"),
  heroCustomersText: text("hero_customers_text"),
  heroYearsText: text("hero_years_text"),
  heroSatisfactionText: text("hero_satisfaction_text"),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const activityLog = pgTable(
  "activity_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id"),
    /** Who did it, as shown: a user's name, or 'Visitor' / 'System'. */
    actorName: text("actor_name").notNull(),
    /** 'created' | 'updated' | 'deleted' | 'status_changed' | 'signed_up' | 'submitted' | 'inquired' … */
    action: text("action").notNull(),
    /** 'property' | 'project' | 'listing' | 'inquiry' | 'user' | 'settings' */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    /**
     * The audit trail's before/after of each changed field ({ price: { before: 12000000, after: 11500000 } });
     * null when the entry changed no stored fields (an inquiry sent) or they were redacted.
     */
    changes: jsonb("changes").$type<FieldChanges>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt.desc()),
    index("activity_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("activity_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
  ],
);

/** One audit entry's changed fields, each with its value before and after the change. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** 'email' | 'sms' */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** Which transport handled it: 'outbox' (stored only), 'smtp', 'http'. */
    transport: text("transport").notNull(),
    /** 'stored' | 'sent' | 'failed' */
    status: text("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt.desc())],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type Inquiry = typeof inquiries.$inferSelect;
export type PropertyListing = typeof propertyListings.$inferSelect;
export type Settings = typeof settings.$inferSelect;
export type ActivityEntry = typeof activityLog.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type User = typeof user.$inferSelect;

/**
 * Photos uploaded from the List Your Property wizard. They are stored the
 * moment they are chosen, before the visitor submits (or gives up); the
 * sweeper (app/domain/photos/upload-sweeper.server.ts) removes those nothing refers
 * to a day later, and those of submissions deleted since.
 */
export const photoUploads = pgTable(
  "photo_uploads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    card: text("card").notNull(),
    large: text("large").notNull(),
    thumb: text("thumb"),
    medium: text("medium"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the sweeper last found it in use; it looks at the longest-unchecked first. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [index("photo_uploads_uploaded_idx").on(t.uploadedAt)],
);

// ---------------------------------------------------------------- background work and listing history

/**
 * The job queue (app/platform/jobs.server.ts). A row is one unit of background
 * work; runners on any number of instances claim due rows with
 * FOR UPDATE SKIP LOCKED, so each job runs once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    payload: jsonb("payload")
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 'queued' | 'running' | 'done' | 'failed' */
    state: text("state").notNull().default("queued"),
    /** Runs started so far (a retry is the next attempt). */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While running: when the claim lapses and another runner may take the job again (its runner died). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Which process holds the claim (host:pid), for the admin view. */
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** At most one queued or running job per key (recurring jobs, one-per-thing work). */
    singletonKey: text("singleton_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`state = 'queued'`),
    index("jobs_state_idx").on(t.state, t.createdAt.desc()),
    uniqueIndex("jobs_singleton_idx")
      .on(t.singletonKey)
      .where(sql`singleton_key is not null and state in ('queued', 'running')`),
  ],
);
export type Job = typeof jobs.$inferSelect;

/** Each price a property has had: one row per change, newest last. */
export const propertyPriceChanges = pgTable(
  "property_price_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    previousPrice: bigint("previous_price", { mode: "number" }).notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_price_changes_property_idx").on(t.propertyId, t.changedAt.desc())],
);

/** A person's choices about the messages they get; no row means the defaults (see notification-preferences.server.ts). */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  alertsEmail: boolean("alerts_email").notNull().default(true),
  alertsSms: boolean("alerts_sms").notNull().default(false),
  leadsEmail: boolean("leads_email").notNull().default(true),
  leadsSms: boolean("leads_sms").notNull().default(false),
  marketing: boolean("marketing").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

// ---------------------------------------------------------------- saved searches and alerts

/**
 * A signed-in person's saved search on /residential, /commercial or /projects.
 * `query` is the list page's URL query as its own parser normalised it; a
 * property search also stores that query's filter, one column per criterion
 * (null: not used), which alert matching reads (app/domain/catalogue/property-filter.server.ts).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** 'residential' | 'commercial' | 'projects' */
    kind: text("kind").notNull(),
    /** The normalised URL query without '?' (and without the page). */
    query: text("query").notNull(),
    /** 'instant' | 'daily' | 'weekly' | 'off' */
    frequency: text("frequency").notNull(),
    email: boolean("email").notNull().default(true),
    sms: boolean("sms").notNull().default(false),
    // The property filter (null for a project search's type, so it matches no property).
    propertyType: text("property_type"),
    status: text("status"),
    category: text("category"),
    /** LIKE patterns, any of which the location must match (app/domain/catalogue/property-filter.server.ts). */
    locationPatterns: text("location_patterns").array(),
    /** Per search word, LIKE patterns any of which the listing's text must match; every word must. */
    searchTerms: jsonb("search_terms").$type<string[][]>(),
    minPrice: bigint("min_price", { mode: "number" }),
    maxPrice: bigint("max_price", { mode: "number" }),
    minArea: integer("min_area"),
    maxArea: integer("max_area"),
    minBedrooms: integer("min_bedrooms"),
    maxBedrooms: integer("max_bedrooms"),
    minBathrooms: integer("min_bathrooms"),
    maxBathrooms: integer("max_bathrooms"),
    amenities: text("amenities").array(),
    minYearBuilt: integer("min_year_built"),
    minParking: integer("min_parking"),
    furnishing: text("furnishing"),
    developerKey: text("developer_key"),
    /** The map view it was saved with (bbox=…): matching properties lie inside it. */
    areaBox: box("area_box"),
    /** The area drawn on the map (poly=…): matching properties lie inside it. */
    areaPolygon: polygon("area_polygon"),
    /** Daily and weekly searches: when the last digest went (the next is due a period later). */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }).notNull().defaultNow(),
    /** The language of the page it was saved or last changed on ('en' | 'hi' | 'mr'): its alerts are written in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    // Matching reads the searches of one property type that send anything.
    index("saved_searches_match_idx")
      .on(t.propertyType, t.status)
      .where(sql`frequency <> 'off'`),
    index("saved_searches_digest_idx")
      .on(t.frequency, t.lastDigestAt)
      .where(sql`frequency in ('daily', 'weekly')`),
  ],
);
export type SavedSearch = typeof savedSearches.$inferSelect;

/**
 * What a saved search has to tell its owner: a property that newly matched it
 * (change_id 0) or a price drop of a matching property (change_id: the
 * property_price_changes row). The unique index makes each of them one row, so
 * a rerun of the matching job never tells anyone twice; the sent marks make a
 * rerun of the sending skip what went.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    searchId: integer("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** 0: the property newly matched; otherwise the price change it is about. */
    changeId: integer("change_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    textedAt: timestamp("texted_at", { withTimezone: true }),
    /** Told on every chosen channel (an instant message or a digest). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_search_alerts_once_idx").on(t.searchId, t.propertyId, t.changeId),
    index("saved_search_alerts_pending_idx")
      .on(t.searchId, t.id)
      .where(sql`notified_at is null`),
    index("saved_search_alerts_property_idx").on(t.propertyId, t.changeId),
  ],
);

/**
 * The form limits' counters on PostgreSQL, shared by every app server
 * (app/platform/rate-limit-store.server.ts): one fixed window per form kind and
 * client. Unused on the embedded database, which counts in memory.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    /** "<form kind> <client address>" */
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_windows_ends_idx").on(t.endsAt)],
);

/**
 * The change bus (app/platform/data-changes.server.ts, ADR 012 and 031): one
 * row per announced change, with the change keys it names. Each app server
 * reads the rows past the position it last saw before answering a request and
 * drops what they name from its caches. Positions are taken under an advisory
 * lock, so they become visible in order and a reader never skips one that
 * commits later. Old rows are pruned by the announcing instances.
 */
export const dataChanges = pgTable("data_changes", {
  position: bigint("position", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  keys: text("keys").array().notNull(),
  announcedAt: timestamp("announced_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets every app server on one PostgreSQL database must share, when the
 * environment does not give them (app/platform/secret.server.ts): today the
 * session signing secret, named 'auth'.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The properties a signed-in person has put side by side (at most four; visitors keep theirs in a cookie). */
export const compareItems = pgTable(
  "compare_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("compare_items_user_property_idx").on(t.userId, t.propertyId)],
);

/**
 * The properties and projects a signed-in person opened, newest first when
 * read; the last ten are kept (visitors keep theirs in a cookie). Exactly one
 * of property_id / project_id is set.
 */
export const recentViews = pgTable(
  "recent_views",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recent_views_user_idx").on(t.userId, t.viewedAt.desc()),
    uniqueIndex("recent_views_user_property_idx")
      .on(t.userId, t.propertyId)
      .where(sql`property_id is not null`),
    uniqueIndex("recent_views_user_project_idx")
      .on(t.userId, t.projectId)
      .where(sql`project_id is not null`),
    check("recent_views_one_item", sql`(property_id is null) <> (project_id is null)`),
  ],
);
// ---------------------------------------------------------------- owners and agents (My listings)

/**
 * What an owner (or agent) hears about their listings: inquiries and site
 * visits copied from the inquiry as given, and phone-number reveals by
 * signed-in visitors. `notifiedAt` records the one message a lead may cause.
 */
export const listingLeads = pgTable(
  "listing_leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The listing asked about; null for a lead from an agent's or builder's profile page. */
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    /** The agent's or builder's profile the lead came from (its contact form or phone reveal); null for a listing's. */
    supplierProfileId: integer("supplier_profile_id").references((): AnyPgColumn => supplierProfiles.id, {
      onDelete: "cascade",
    }),
    /** The property's owner when the lead came; null for a reveal of an office listing (counted, told to nobody). */
    ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
    /** 'inquiry' | 'site_visit' | 'phone_reveal' */
    kind: text("kind").notNull(),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    visitorUserId: text("visitor_user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    message: text("message"),
    visitDate: date("visit_date", { mode: "string" }),
    visitTime: text("visit_time"),
    /** 'new' | 'contacted' | 'closed', set by the owner. */
    status: text("status").notNull().default("new"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("listing_leads_owner_idx").on(t.ownerUserId, t.createdAt.desc()),
    index("listing_leads_visitor_idx").on(t.visitorUserId, t.kind, t.createdAt.desc()),
    uniqueIndex("listing_leads_inquiry_idx").on(t.inquiryId),
    check("listing_leads_one_item", sql`(property_id is null) <> (supplier_profile_id is null)`),
  ],
);

/** A change of a published listing's text or photos, public only once staff approve it. */
export const propertyRevisions = pgTable(
  "property_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    images: jsonb("images")
      .$type<Photo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 'pending' | 'approved' | 'rejected' | 'replaced' (a newer revision took its place) */
    status: text("status").notNull().default("pending"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_revisions_status_idx").on(t.status, t.createdAt.desc()),
    index("property_revisions_property_idx").on(t.propertyId),
  ],
);

/** Detail-page views per property per day (India's date), written in batches (listing-views.server.ts). */
export const listingViews = pgTable(
  "listing_views",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [uniqueIndex("listing_views_property_day_idx").on(t.propertyId, t.day)],
);

/**
 * "Report this listing" from the property page and "Report" on a review, reviewed at /admin/reports.
 * Exactly one of property_id / review_id is set.
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    /** A listing: 'sold' | 'wrong_details' | 'fake' | 'unreachable' | 'other'; a review: 'fake' | 'offensive' | 'other' */
    reason: text("reason").notNull(),
    note: text("note"),
    reporterUserId: text("reporter_user_id").references(() => user.id, { onDelete: "set null" }),
    /** One report per listing per reporter per day: the account, or the client address when signed out. */
    reporterKey: text("reporter_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** 'open' | 'resolved' | 'dismissed' */
    status: text("status").notNull().default("open"),
    resolutionNote: text("resolution_note"),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("listing_reports_once_a_day_idx").on(t.propertyId, t.reporterKey, t.day),
    uniqueIndex("listing_reports_review_once_a_day_idx")
      .on(t.reviewId, t.reporterKey, t.day)
      .where(sql`review_id is not null`),
    index("listing_reports_status_idx").on(t.status, t.createdAt.desc()),
    check("listing_reports_one_item", sql`(property_id is null) <> (review_id is null)`),
  ],
);

// ---------------------------------------------------------------- reviews

/**
 * A signed-in person's review of a project, of a locality (as a resident) or,
 * once agent profiles exist, of an agent: exactly the column of its kind is
 * set. One per account per item (`item_key`). Public only once staff approve
 * it (app/domain/reviews/).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** 'project' | 'locality' | 'agent' */
    itemKind: text("item_kind").notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** The locality's slug (app/lib/localities.ts). */
    localitySlug: text("locality_slug"),
    /** Reserved for agent profiles: the agent's account. */
    agentUserId: text("agent_user_id").references(() => user.id, { onDelete: "cascade" }),
    /** "project:12", "locality:andheri-west", "agent:<id>": what one account may review once. */
    itemKey: text("item_key")
      .notNull()
      .generatedAlwaysAs(sql`item_kind || ':' || coalesce(project_id::text, locality_slug, agent_user_id)`),
    authorUserId: text("author_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 1–5. */
    stars: integer("stars").notNull(),
    body: text("body").notNull(),
    /** The author had an inquiry, site visit or phone reveal with the item when writing ("contacted through us"). */
    contacted: boolean("contacted").notNull().default(false),
    /** 'pending' | 'approved' | 'rejected' | 'removed' (taken down after approval) */
    status: text("status").notNull().default("pending"),
    /** Staff's reason for a rejection or a removal, shown to the author. */
    moderationReason: text("moderation_reason"),
    moderatedBy: text("moderated_by"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_author_item_idx").on(t.authorUserId, t.itemKey),
    index("reviews_item_idx").on(t.itemKey, t.status, t.createdAt.desc()),
    index("reviews_status_idx").on(t.status, t.createdAt.desc()),
    check("reviews_stars", sql`stars between 1 and 5`),
    check(
      "reviews_one_item",
      sql`(item_kind = 'project' and project_id is not null and locality_slug is null and agent_user_id is null)
        or (item_kind = 'locality' and locality_slug is not null and project_id is null and agent_user_id is null)
        or (item_kind = 'agent' and agent_user_id is not null and project_id is null and locality_slug is null)`,
    ),
  ],
);
export type Review = typeof reviews.$inferSelect;

export type ListingLead = typeof listingLeads.$inferSelect;
export type PropertyRevision = typeof propertyRevisions.$inferSelect;
export type ListingReport = typeof listingReports.$inferSelect;

// ---------------------------------------------------------------- supply: agents and builders

/**
 * An account's request to be listed as an agent or a builder, and once staff
 * approve it, their public profile (/agent/{slug}, /builder/{slug}) with the
 * "Verified by Nivaas" badge. One per account.
 */
export const supplierProfiles = pgTable(
  "supplier_profiles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 'agent' | 'builder' */
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    /** What buyers see: the agent's or agency's name, the builder's company name. */
    name: text("name").notNull(),
    /** An agent's MahaRERA registration (A5…); null for a builder. */
    reraNumber: text("rera_number"),
    /** A builder's MahaRERA project registrations (P5…); their projects are found by these. */
    reraProjects: text("rera_projects")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    areasServed: text("areas_served"),
    about: text("about"),
    /** The logo the approved agent or builder uploaded (a square WebP per size, app/domain/supply/logos.server.ts). */
    logo: jsonb("logo").$type<SupplierLogo>(),
    /** 'pending' | 'approved' | 'rejected' */
    status: text("status").notNull().default("pending"),
    reviewNote: text("review_note"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("supplier_profiles_user_idx").on(t.userId),
    uniqueIndex("supplier_profiles_slug_idx").on(t.kind, t.slug),
    index("supplier_profiles_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

export type SupplierProfile = typeof supplierProfiles.$inferSelect;

/**
 * A feed: an agent's or builder's URL, fetched on their schedule and ingested with the import's rules
 * (app/domain/supply/feeds.server.ts). Three failed runs in a row pause it.
 */
export const supplyFeeds = pgTable(
  "supply_feeds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** 'hourly' | 'daily' */
    schedule: text("schedule").notNull(),
    /** 'active' | 'paused' */
    status: text("status").notNull().default("active"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    /** The references the last complete run held: one missing next time is withdrawn. */
    lastRefs: text("last_refs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("supply_feeds_user_idx").on(t.userId), index("supply_feeds_due_idx").on(t.status, t.nextRunAt)],
);
export type SupplyFeed = typeof supplyFeeds.$inferSelect;

/** One run of a feed: its counts and its first errors (the screen lists the last ten). */
export const supplyFeedRuns = pgTable(
  "supply_feed_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    feedId: integer("feed_id")
      .notNull()
      .references(() => supplyFeeds.id, { onDelete: "cascade" }),
    /** 'ok' | 'failed' */
    status: text("status").notNull(),
    newCount: integer("new_count").notNull().default(0),
    changedCount: integer("changed_count").notNull().default(0),
    unchangedCount: integer("unchanged_count").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    withdrawnCount: integer("withdrawn_count").notNull().default(0),
    /** Why the run failed as a whole (fetch refused, not JSON…), in English (logs, support). */
    failure: text("failure"),
    /** The same reason as a code and its values, so each page shows it in its own language (owner.json `feeds.failure.<code>`). */
    failureCode: text("failure_code"),
    failureValues: jsonb("failure_values").$type<Record<string, string | number>>(),
    /** The first row errors: { row, ref, field, message }. */
    errors: jsonb("errors")
      .$type<{ row: number; ref: string | null; field: string; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("supply_feed_runs_feed_idx").on(t.feedId, t.startedAt.desc())],
);
export type SupplyFeedRun = typeof supplyFeedRuns.$inferSelect;

/**
 * Keys for the public API (/api/v1, app/domain/api-access, ADR 037). A key is
 * shown once when made; only the SHA-256 of it is kept (`key_hash`), with its
 * first characters (`prefix`) so its owner can tell keys apart. Revoking sets
 * `revoked_at`; every request looks its key up here, so a revoked key is
 * refused at once by every instance.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters ("nvs_AbCd1234"), shown in the list; not enough to use it. */
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text("key_hash").notNull(),
    /** 'read' and/or 'write' (write: create, change and withdraw the account's own listings). */
    scopes: text("scopes").array().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_user_idx").on(t.userId, t.createdAt.desc())],
);

export type ApiKey = typeof apiKeys.$inferSelect;

/**
 * The first answer to an API write sent with an `Idempotency-Key` header, per
 * account and key, kept 24 hours: a repeat gets it again, a different request
 * with the same key is refused. `status` is null while the first request is
 * still being answered.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Hex SHA-256 of the method, path and body of the first request. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("api_idempotency_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- bulk import (app/domain/supply/imports.server.ts)

/** Bytes as PostgreSQL's bytea (PGlite reads them as a Uint8Array, node-postgres as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One uploaded spreadsheet of listings (CSV or XLSX) and where it stands:
 * 'checking' (the dry run is reading it) → 'checked' (the preview waits for
 * the person to confirm) → 'importing' → 'done'; or 'refused' (the file
 * could not be read: `file_error`), 'cancelled' (not confirmed), 'failed'.
 * Counts are kept as rows are processed, so the progress bar survives a reload.
 */
export const listingImports = pgTable(
  "listing_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** 'csv' | 'xlsx' */
    format: text("format").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Data rows (the header row not counted), as counted when it was uploaded. */
    totalRows: integer("total_rows").notNull(),
    status: text("status").notNull().default("checking"),
    fileError: text("file_error"),
    /** Rows the current phase (dry run, then import) has finished. */
    processedRows: integer("processed_rows").notNull().default(0),
    /** The dry run's counts. */
    checkedNew: integer("checked_new").notNull().default(0),
    checkedChanged: integer("checked_changed").notNull().default(0),
    checkedUnchanged: integer("checked_unchanged").notNull().default(0),
    checkedErrors: integer("checked_errors").notNull().default(0),
    /** The import's counts. */
    importedNew: integer("imported_new").notNull().default(0),
    importedChanged: integer("imported_changed").notNull().default(0),
    importedUnchanged: integer("imported_unchanged").notNull().default(0),
    importedErrors: integer("imported_errors").notNull().default(0),
    /** The language of the page it was uploaded from: its e-mailed summary is written in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The summary e-mail went (a rerun of the finishing step does not send it twice). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("listing_imports_user_idx").on(t.userId, t.createdAt.desc())],
);
export type ListingImport = typeof listingImports.$inferSelect;

/** The uploaded file itself, in pieces, so any instance's job reads it and nothing holds it whole in memory. */
export const listingImportChunks = pgTable(
  "listing_import_chunks",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => listingImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [uniqueIndex("listing_import_chunks_idx").on(t.importId, t.seq)],
);

/**
 * What happened to each data row: the dry run's verdict (`checked`) and the
 * import's (`outcome`): 'new' | 'changed' | 'unchanged' | 'error', with the
 * errors as [{ column, message }]. The report CSV joins them to the original rows.
 */
export const listingImportRows = pgTable(
  "listing_import_rows",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => listingImports.id, { onDelete: "cascade" }),
    /** The row's number in the sheet (the header is row 1). */
    rowNumber: integer("row_number").notNull(),
    checked: text("checked"),
    outcome: text("outcome"),
    errors: jsonb("errors").$type<{ column: string; message: string }[]>(),
    propertyId: integer("property_id"),
    published: boolean("published"),
  },
  (t) => [uniqueIndex("listing_import_rows_idx").on(t.importId, t.rowNumber)],
);
