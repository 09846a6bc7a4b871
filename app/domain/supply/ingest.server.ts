/**
 * The one way a listing comes in — the List Your Property wizard, the back office's
 * property form, bulk import, feeds and the public API all call `ingestListing`:
 *
 * 1. The fields are validated by the wizard's own schema (`listingInputSchema`); the back office's form
 *    (`source: "admin"`) sends its own richer fields, already checked by the form's schema with its words.
 * 2. The rules every source shares are applied here and nowhere else: a bulk
 *    source names its own reference and a locality Nivaas knows; a builder's
 *    listing names one of the builder's MahaRERA project registrations; photo
 *    links are https addresses, no more than the site's photo limit.
 * 3. The listing is matched by the account's own reference (`external_ref`,
 *    unique per account) and a hash of everything it says decides whether it
 *    is new, changed or unchanged: the same row ingested twice writes nothing.
 * 4. New listings of accounts staff have not verified wait for review as the
 *    wizard's do (property_listings → approve); verified agents and builders
 *    (an approved supplier profile) and staff publish directly. The wizard's own
 *    submissions always wait for review, as its pages promise.
 * 5. A changed price goes through the catalogue's price-change path (history
 *    row, and a saved-search alert when it dropped), as an owner's own change does;
 *    every write announces its change keys and is logged with the fields before and after.
 *
 * `dryRun` runs every check and the match and answers what would happen, with no write.
 */
import crypto from "node:crypto";
import { and, eq, inArray, is, sql, SQL } from "drizzle-orm";
import { db, mergePendingIndexEntries } from "#app/platform/db.server";
import {
  localities,
  projects,
  properties,
  propertyListings,
  user,
  type Photo,
  type Property,
  type SupplierProfile,
} from "#app/platform/schema";
import {
  announceListingVisible,
  announceListingsVisible,
  recordPriceChange,
} from "#app/domain/catalogue/listing-events.server";
import {
  announcePropertiesCreated,
  announcePropertyChange,
  propertyScope,
} from "#app/domain/catalogue/change-keys.server";
import { refreshPropertyRatings } from "#app/domain/reviews/ratings.server";
import { fieldChanges, logActivities, logActivity, type Actor } from "#app/domain/site/activity.server";
import { getSettings } from "#app/domain/site/settings.server";
import { createSubmission, type UploadedPhoto } from "#app/domain/leads/submissions.server";
import { listedUntilFrom } from "#app/domain/owners/owner-listings.server";
import { submissionLocation } from "#app/domain/back-office/submissions.server";
import { catalogueAuditFields, sameVersion, type EditTarget } from "#app/domain/back-office/catalogue.server";
import {
  DEFAULT_PROPERTY_PHOTO,
  FormFileError,
  planPhotos,
  photoUrls as photoFileUrls,
  removeUnreferenced,
  storePlannedPhotos,
  uploadLimits,
  type PhotoRow,
} from "#app/domain/back-office/files.server";
import { supplierProfileOf } from "#app/domain/supply/profiles.server";
import { enqueuePhotoFetch } from "#app/domain/supply/ingest-photos.server";
import { isFetchableUrl } from "#app/platform/safe-fetch.server";
import { listingInputSchema } from "#app/lib/validation/leads";
import type { PropertyInput } from "#app/lib/validation/admin-catalogue";
import { localityName, localitySlug } from "#app/lib/localities";
import type { Locale } from "#app/i18n/locales";
import type { z } from "#app/lib/zod";
import type { FieldErrors } from "#app/lib/form/field-errors";

export { listingInputSchema };

/** What a source sends for one listing: the wizard's fields, unchecked (strings from a sheet, JSON from the API). */
export type ListingFields = z.input<typeof listingInputSchema>;
/** The same fields once checked. */
export type ListingValues = z.output<typeof listingInputSchema>;

export const INGEST_SOURCES = ["wizard", "admin", "import", "feed", "api"] as const;
export type IngestSource = (typeof INGEST_SOURCES)[number];

/** The account a listing comes in for; `verified`: staff, or an approved agent or builder (see ingestAccountOf). */
export type IngestAccount = { userId: string; role: string; verified: boolean };

export type IngestRequest = {
  /** null only for the wizard, which anyone may use without signing in. */
  account: IngestAccount | null;
  source: Exclude<IngestSource, "admin">;
  /** The account's own reference for the listing; required from import, feeds and the API. */
  externalRef?: string;
  listing: ListingFields;
  /** https links to the listing's photos, fetched by a job and stored like uploads. */
  photoUrls?: string[];
  /** The wizard's photos, already stored and checked by content (their upload records are claimed once). */
  uploads?: UploadedPhoto[];
  /** The language of the page it came from (the review's e-mail is written in it). */
  locale?: Locale;
  /** Who is acting, for the activity log (default: the account). */
  actor?: Actor | null;
};

/**
 * What the back office's property form sends: its fields (staff-only ones too: owner account, project,
 * featured, active, year built…), checked by the form's own schema so its messages stay the form's, and its
 * photo rows (kept, linked or uploaded; checked and stored here, only once everything else passed).
 */
export type StaffListing = {
  /** The property it changes as it was read when the save came in, and the version its form was opened on; null: a new one. */
  target: EditTarget<Property> | null;
  fields: PropertyInput;
  photos: PhotoRow[];
};

/** A save from the back office's property form, by a member of staff (the route checked who). */
export type StaffIngestRequest = { source: "admin"; actor: Actor; staff: StaffListing };

export type IngestError = { field: string; message: string };

export type IngestResult =
  | {
      outcome: "new" | "changed" | "unchanged";
      /** The property when published, else the submission waiting for review; 0 in a dry run of a new listing. */
      listingId: number;
      published: boolean;
      /** The wizard's uploads the listing holds (an upload another submission claimed first is left out). */
      photos?: Photo[];
    }
  | { outcome: "invalid"; errors: IngestError[] };

/** A staff save's result: as a source's, or `stale` when the property changed after the form was opened. */
export type StaffIngestResult =
  | { outcome: "new" | "changed" | "unchanged"; listingId: number; published: boolean }
  | { outcome: "invalid"; errors: IngestError[] }
  | { outcome: "stale" };

/** Sources that hold many listings and keep them in step with their own system. */
const BULK_SOURCES: readonly IngestSource[] = ["import", "feed", "api"];

export const INGEST_MESSAGES = {
  account: "Sign in to add listings",
  externalRef: "Give each listing your own reference (up to 100 letters, digits, dots, dashes, slashes or underscores)",
  localityRequired: "Locality is required",
  localityUnknown: "Unknown locality: use a locality listed on Nivaas (see /localities)",
  builderRera: "Name one of your registered MahaRERA project numbers",
  photoUrl: "Photo links must be https:// addresses",
  tooManyPhotos: (max: number) => `At most ${max} photos per listing`,
} as const;

/** How the catalogues know the photo limit's message: one key with the number as {{count}} (see translateMessage). */
export const TOO_MANY_PHOTOS_KEY = "At most {{count}} photos per listing";

/** Letters, digits and . _ / - : what partner systems use as ids, nothing that reads as a formula or markup. */
export const EXTERNAL_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

/** Staff, and agents or builders whose supplier profile staff approved, publish without review. */
export async function ingestAccountOf(userId: string): Promise<IngestAccount | null> {
  const [row] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, userId));
  if (!row) return null;
  const staff = isStaff(row.role);
  const profile = staff ? null : await supplierProfileOf(userId);
  return { userId: row.id, role: row.role, verified: staff || profile?.status === "approved" };
}

function isStaff(role: string): boolean {
  return role.split(",").some((part) => part.trim() === "admin");
}

// ---------------------------------------------------------------- checking

/** The errors as a form shows them: field → its first message. */
export function fieldErrorsOf(errors: readonly IngestError[]): FieldErrors {
  const result: FieldErrors = {};
  for (const { field, message } of errors) result[field] ??= message;
  return result;
}

function schemaErrors(error: z.ZodError): IngestError[] {
  const seen = new Set<string>();
  const errors: IngestError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "listing");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** The slug a locality (or a location, "Powai, Mumbai") is known by; '' when none. */
function slugOf(location: string): string {
  return localitySlug(localityName(location));
}

/**
 * What the checks and writes of a batch read from the database, once for the whole batch instead of once per
 * listing: the localities it names (with their centres), the accounts' supplier profiles, the photo limit, the
 * accounts' listings with the batch's references, and the projects its MahaRERA numbers name.
 */
type BatchContext = {
  localities: Map<string, { x: number; y: number } | null>;
  profiles: Map<string, SupplierProfile | null>;
  maxPhotos: number;
  existing: Map<string, Existing>;
  projects: Map<string, number>;
};

const refKey = (userId: string, externalRef: string) => `${userId}\u0000${externalRef}`;

/** The location a checked listing is stored under (a bulk source's locality, else the wizard's address). */
function locationOf(values: ListingValues): string {
  return values.locality ? [values.locality, values.city].join(", ") : submissionLocation(values);
}

async function loadContext(requests: readonly IngestRequest[], checked: readonly Checked[]): Promise<BatchContext> {
  const slugs = new Set<string>();
  for (const [index, request] of requests.entries()) {
    const values = checked[index]!.values;
    const raw = request.listing.locality;
    const named = values ? values.locality : typeof raw === "string" ? raw.trim() : null;
    if (named) slugs.add(slugOf(named));
    if (values) slugs.add(slugOf(locationOf(values)));
  }
  const rules = await loadRuleContext(
    slugs,
    requests.flatMap((request) =>
      request.account && BULK_SOURCES.includes(request.source) ? [request.account.userId] : [],
    ),
  );

  const refsByUser = new Map<string, string[]>();
  for (const request of requests) {
    if (!request.account || request.externalRef === undefined) continue;
    const refs = refsByUser.get(request.account.userId) ?? [];
    refs.push(request.externalRef);
    refsByUser.set(request.account.userId, refs);
  }
  const existing = new Map<string, Existing>();
  for (const [userId, refs] of refsByUser) {
    for (const [ref, found] of await findByRefs(userId, refs)) existing.set(refKey(userId, ref), found);
  }

  const reraNumbers = [...new Set(checked.flatMap(({ values }) => (values?.reraNumber ? [values.reraNumber] : [])))];
  const projectRows = reraNumbers.length
    ? await db
        .select({ id: projects.id, reraNumber: projects.reraNumber })
        .from(projects)
        .where(inArray(projects.reraNumber, reraNumbers))
    : [];

  return {
    ...rules,
    existing,
    projects: new Map(projectRows.flatMap((row) => (row.reraNumber ? [[row.reraNumber, row.id] as const] : []))),
  };
}

/** What the shared rules read: the named localities (with their centres), the accounts' supplier profiles, the photo limit. */
type RuleContext = Pick<BatchContext, "localities" | "profiles" | "maxPhotos">;

async function loadRuleContext(
  localitySlugs: Iterable<string>,
  profileUserIds: Iterable<string>,
): Promise<RuleContext> {
  const slugs = new Set(localitySlugs);
  slugs.delete("");
  const localityRows = slugs.size
    ? await db
        .select({ slug: localities.slug, centre: localities.centre })
        .from(localities)
        .where(inArray(localities.slug, [...slugs]))
    : [];
  const profiles = new Map<string, SupplierProfile | null>();
  for (const userId of profileUserIds) if (!profiles.has(userId)) profiles.set(userId, await supplierProfileOf(userId));
  return {
    localities: new Map(localityRows.map((row) => [row.slug, row.centre ?? null])),
    profiles,
    maxPhotos: Math.max(1, (await getSettings()).maxImageUpload),
  };
}

/** A listing's fields through the wizard's schema: the checked values, or the errors by field. */
type Checked = { values: ListingValues | null; fieldErrors: IngestError[] };

function checkFields(request: IngestRequest): Checked {
  const parsed = listingInputSchema.safeParse(request.listing);
  return parsed.success
    ? { values: parsed.data, fieldErrors: [] }
    : { values: null, fieldErrors: schemaErrors(parsed.error) };
}

/**
 * What the shared rules look at, whichever way the listing came in: the fields they read, and the name of the
 * field that holds each (the wizard's and the sources' names, or the back office form's).
 */
type RuleSubject = {
  source: IngestSource;
  account: IngestAccount | null;
  externalRef: string | undefined;
  /** The locality the listing names (null: none), and whether the fields' own check already refused it. */
  locality: { name: string | null; field: string; refused: boolean };
  /** Whose listing it is and the MahaRERA project number it names; null when its fields failed their own check. */
  rera: { ownerUserId: string | null; number: string | null; field: string } | null;
  /** Links to fetch (https only), and how many photos the listing has with them. */
  photos: { urls: readonly string[]; count: number; field: string };
};

/** The subject of a source's listing (the wizard, import, feeds, the API). */
function subjectOf(request: IngestRequest, { values, fieldErrors }: Checked): RuleSubject {
  const raw = request.listing.locality;
  const urls = request.photoUrls ?? [];
  return {
    source: request.source,
    account: request.account,
    externalRef: request.externalRef,
    locality: {
      name: values ? (values.locality ?? null) : typeof raw === "string" ? raw.trim() || null : null,
      field: "locality",
      refused: fieldErrors.some((error) => error.field === "locality"),
    },
    rera:
      values && request.account
        ? { ownerUserId: request.account.userId, number: values.reraNumber ?? null, field: "reraNumber" }
        : null,
    photos: { urls, count: urls.length + (request.uploads?.length ?? 0), field: "photoUrls" },
  };
}

/** The shared rules beyond the fields' own, for every way in; every message names its field. */
function ruleErrors(subject: RuleSubject, context: RuleContext): IngestError[] {
  const errors: IngestError[] = [];
  const bulk = BULK_SOURCES.includes(subject.source);
  if (!subject.account && subject.source !== "wizard")
    errors.push({ field: "account", message: INGEST_MESSAGES.account });
  if (subject.externalRef !== undefined || bulk) {
    if (!EXTERNAL_REF_PATTERN.test(subject.externalRef ?? ""))
      errors.push({ field: "externalRef", message: INGEST_MESSAGES.externalRef });
  }
  // Checked even when other fields failed, so a sheet's row shows every mistake at once. Staff may place a
  // listing in a locality Nivaas does not list yet (or write it in Devanagari): no screen adds localities, and
  // such a listing is placed by hand on the map or left unplaced (ADR 033).
  const { locality } = subject;
  if (locality.name && subject.source !== "admin") {
    if (!context.localities.has(slugOf(locality.name)))
      errors.push({ field: locality.field, message: INGEST_MESSAGES.localityUnknown });
  } else if (bulk && !locality.refused) {
    errors.push({ field: locality.field, message: INGEST_MESSAGES.localityRequired });
  }
  // The wizard asks for no project number; a builder's listings from bulk sources or staff must carry one.
  if (subject.rera?.ownerUserId && (bulk || subject.source === "admin")) {
    const { ownerUserId, number, field } = subject.rera;
    const profile = context.profiles.get(ownerUserId);
    // MahaRERA's advertising order: a builder's listing names the registered project it is part of.
    if (
      profile?.kind === "builder" &&
      profile.status !== "rejected" &&
      (!number || !profile.reraProjects.includes(number))
    )
      errors.push({ field, message: INGEST_MESSAGES.builderRera });
  }
  const { urls, count, field } = subject.photos;
  if (urls.some((url) => !isFetchableUrl(url))) errors.push({ field, message: INGEST_MESSAGES.photoUrl });
  else if (count > context.maxPhotos) errors.push({ field, message: INGEST_MESSAGES.tooManyPhotos(context.maxPhotos) });
  return errors;
}

function sha256(value: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * Everything the listing says, in a fixed order: equal hashes, nothing to change. Two parts, the fields' and
 * the photo links', so a change of price alone does not fetch the photos again.
 */
export function listingHash(values: ListingValues, photoUrls: readonly string[]): string {
  const canonical = Object.keys(values)
    .sort()
    .map((key) => {
      const value = values[key as keyof ListingValues];
      return [key, Array.isArray(value) ? [...value].sort() : value];
    });
  return `${sha256(canonical)}.${sha256(photoUrls)}`;
}

/** Whether the photo links differ from those of the stored hash (none stored: they differ when there are any). */
function photosChanged(stored: string | null, hash: string, photoUrls: readonly string[]): boolean {
  const part = (value: string) => value.split(".")[1] ?? "";
  return stored ? part(stored) !== part(hash) : photoUrls.length > 0;
}

// ---------------------------------------------------------------- matching

type Existing =
  | { kind: "property"; id: number; hash: string | null; withdrawn: boolean; active: boolean; price: number }
  | { kind: "submission"; id: number; hash: string | null };

/** The account's listings with these references: each one's property once published, else its pending submission. */
async function findByRefs(userId: string, externalRefs: readonly string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  const refs = [...new Set(externalRefs)];
  if (refs.length === 0) return found;
  const submissions = await db
    .select({ id: propertyListings.id, hash: propertyListings.ingestHash, ref: propertyListings.externalRef })
    .from(propertyListings)
    .where(
      and(
        eq(propertyListings.ownerUserId, userId),
        inArray(propertyListings.externalRef, refs),
        eq(propertyListings.status, "pending"),
      ),
    );
  for (const { ref, ...submission } of submissions) if (ref) found.set(ref, { kind: "submission", ...submission });
  const rows = await db
    .select({
      id: properties.id,
      ref: properties.externalRef,
      hash: properties.ingestHash,
      withdrawnAt: properties.withdrawnAt,
      active: properties.active,
      price: properties.price,
    })
    .from(properties)
    .where(and(eq(properties.ownerUserId, userId), inArray(properties.externalRef, refs)));
  // The published property wins over a pending submission with the same reference.
  for (const property of rows) {
    if (!property.ref) continue;
    found.set(property.ref, {
      kind: "property",
      id: property.id,
      hash: property.hash,
      withdrawn: property.withdrawnAt !== null,
      active: property.active,
      price: property.price,
    });
  }
  return found;
}

// ---------------------------------------------------------------- writing

/** A checked listing as a property's columns (as staff approval publishes a submission). */
function propertyColumns(values: ListingValues, context: BatchContext) {
  const projectId = values.reraNumber ? context.projects.get(values.reraNumber) : undefined;
  return {
    title: values.title,
    type: values.propertyType === "commercial" ? "Commercial" : "Residential",
    category: values.category,
    price: values.price,
    status: values.listingType === "rent" ? "rent" : "sale",
    location: locationOf(values),
    city: values.city.trim(),
    area: values.area,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    parking: values.parking,
    description: values.description,
    amenities: values.amenities,
    ownerName: values.ownerName,
    ownerContact: values.ownerPhone,
    ...(projectId !== undefined ? { projectId } : {}),
  };
}

/** The centre of the locality a location names (null when it has none, or is not one Nivaas knows). */
function centreOf(location: string, context: RuleContext): { x: number; y: number } | null {
  return context.localities.get(slugOf(location)) ?? null;
}

/** The submission columns beyond the wizard's fields. */
function submissionColumns(values: ListingValues) {
  return { ...values };
}

function actorOf(request: IngestRequest): Actor | null {
  if (request.actor !== undefined) return request.actor;
  return request.account ? { id: request.account.userId, name: request.source } : null;
}

type NewListing = { request: IngestRequest; values: ListingValues; hash: string };

/** A new property as it is written: its columns, and who added it from where for the activity log. */
type NewProperty = { columns: typeof properties.$inferInsert; actor: Actor | null; summary: string };

/** A source's new published listing as a property's columns. */
function sourcePropertyOf({ request, values, hash }: NewListing, context: BatchContext): NewProperty {
  const columns = propertyColumns(values, context);
  return {
    columns: {
      ...columns,
      // Where the source placed it (the location picker's fields); otherwise its locality's centre.
      position: values.position ?? centreOf(columns.location, context),
      ownerUserId: request.account!.userId,
      externalRef: request.externalRef ?? null,
      ingestHash: hash,
      // Feeds and the API keep their listings current themselves; others run 90 days at a time, as an owner's.
      listedUntil: request.source === "feed" || request.source === "api" ? null : listedUntilFrom(),
      active: true,
      featured: false,
    },
    actor: actorOf(request),
    summary: `Published "${values.title}" from ${request.source}${request.externalRef ? ` (ref ${request.externalRef})` : ""}`,
  };
}

/**
 * The columns a write sets, as the activity log records them: a column left as it is (undefined) or set by an
 * SQL expression (a kept position) is left out.
 */
function auditFieldsOf(columns: Record<string, unknown>): Record<string, unknown> {
  return catalogueAuditFields(
    Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined && !is(value, SQL))),
  );
}

/**
 * Publishes new properties in one transaction: one multi-row insert, one job for their saved-search alerts, one
 * ratings refresh and one audit statement (each with its fields), then the union of their cache keys announced
 * once. Answers their ids, in the order given.
 */
async function publishNew(listings: readonly NewProperty[]): Promise<number[]> {
  if (listings.length === 0) return [];
  const ids = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(properties)
      .values(listings.map(({ columns }) => columns))
      .returning({ id: properties.id, externalRef: properties.externalRef, active: properties.active });
    // PostgreSQL returns a VALUES list's rows in its order; the references make sure of it.
    rows.forEach((row, index) => {
      if (row.externalRef !== (listings[index]!.columns.externalRef ?? null))
        throw new Error("Inserted listings came back out of order");
    });
    const created = rows.map((row) => row.id);
    await announceListingsVisible(
      rows.filter((row) => row.active).map((row) => row.id),
      tx,
    );
    // Its locality may already have reviews: the card shows their rating from the start.
    await refreshPropertyRatings(created, tx);
    await logActivities(
      listings.map(({ columns, actor, summary }, index) => ({
        actor,
        action: "created",
        entityType: "property",
        entityId: created[index],
        summary,
        changes: fieldChanges(null, auditFieldsOf(columns)),
      })),
      tx,
    );
    return created;
  });
  await announcePropertiesCreated(ids);
  return ids;
}

/** A change to a stored property: the columns it sets, and who changed it from where for the activity log. */
type PropertyUpdate = {
  id: number;
  set: Partial<Record<keyof typeof properties.$inferInsert, unknown>>;
  /** Written only while the row is still at this version (updated_at, ISO): the back office's stale-edit check. */
  version?: string;
  actor: Actor | null;
  summary: string;
};

/**
 * Writes a change to a property, in one transaction with what follows it: the price history and the
 * saved-search alert (recordPriceChange), the listing's becoming visible, the ratings, and the activity entry with
 * every changed field before and after; then the change keys are announced. False: the row was not at `version`.
 */
async function writePropertyUpdate(update: PropertyUpdate): Promise<boolean> {
  const scope = await propertyScope(update.id);
  const written = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, update.id)).for("update");
    if (!before) return false;
    const rows = await tx
      .update(properties)
      .set(update.set as Partial<typeof properties.$inferInsert>)
      .where(
        and(
          eq(properties.id, update.id),
          update.version === undefined ? undefined : sameVersion(properties.updatedAt, update.version),
        ),
      )
      .returning();
    const [after] = rows;
    if (!after) return false;
    // The history and the alerts follow the saved row, in the same transaction.
    await recordPriceChange(update.id, before.price, after.price, tx);
    if (after.active && !before.active) await announceListingVisible(update.id, tx);
    // The location may have moved it to another locality.
    await refreshPropertyRatings([update.id], tx);
    await logActivity(
      {
        actor: update.actor,
        action: "updated",
        entityType: "property",
        entityId: update.id,
        summary: update.summary,
        changes: fieldChanges(catalogueAuditFields(before), auditFieldsOf(update.set)),
      },
      tx,
    );
    return true;
  });
  if (written) await announcePropertyChange(update.id, scope);
  return written;
}

async function updateProperty(
  request: IngestRequest,
  existing: Extract<Existing, { kind: "property" }>,
  values: ListingValues,
  hash: string,
  context: BatchContext,
): Promise<void> {
  const columns = propertyColumns(values, context);
  const centre = centreOf(columns.location, context);
  // Withdrawn by its source and sent again: it is back. Unpublished by staff: it stays unpublished.
  const back = existing.withdrawn;
  await writePropertyUpdate({
    id: existing.id,
    set: {
      ...columns,
      // A position sent replaces the stored one; none sent keeps it (or the locality's centre).
      position: values.position
        ? values.position
        : sql`coalesce(${properties.position}, ${centre ? sql`point(${centre.x}, ${centre.y})` : sql`null::point`})`,
      ingestHash: hash,
      ...(back ? { withdrawnAt: null, active: true } : {}),
    },
    actor: actorOf(request),
    summary: `Updated "${values.title}" from ${request.source}${request.externalRef ? ` (ref ${request.externalRef})` : ""}`,
  });
}

async function updateSubmission(
  request: IngestRequest,
  existing: Extract<Existing, { kind: "submission" }>,
  values: ListingValues,
  hash: string,
): Promise<void> {
  await db
    .update(propertyListings)
    .set({ ...submissionColumns(values), ingestHash: hash })
    .where(and(eq(propertyListings.id, existing.id), eq(propertyListings.status, "pending")));
  await logActivity({
    actor: actorOf(request),
    action: "updated",
    entityType: "listing",
    entityId: existing.id,
    summary: `Updated pending submission "${values.title}" from ${request.source}`,
  });
}

// ---------------------------------------------------------------- the way in

/** Checks a listing and, unless `dryRun`, stores it: see the module's comment for the rules. */
export async function ingestListing(request: IngestRequest, options: { dryRun: boolean }): Promise<IngestResult>;
/** The back office's property form: the same rules, for the property it names (or a new one). */
export async function ingestListing(
  request: StaffIngestRequest,
  options: { dryRun: boolean },
): Promise<StaffIngestResult>;
export async function ingestListing(
  request: IngestRequest | StaffIngestRequest,
  options: { dryRun: boolean },
): Promise<IngestResult | StaffIngestResult> {
  if (request.source === "admin") return ingestStaffListing(request, options);
  // One listing: a group of its own (ingestListings' grouping and its index merge are for batches).
  return (await ingestGroup([request], options))[0]!;
}

/** "Hiranandani Gardens, Powai, Mumbai" → "Mumbai": the city a location names last, '' when it names one part. */
function cityFromLocation(location: string) {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts[parts.length - 1]! : "";
}

/**
 * A save from the back office's property form. Its fields passed the form's own schema; here they meet the
 * rules every listing meets (a locality Nivaas knows, a builder's listing part of one of the builder's
 * registered projects, the photo limit), then the photos are checked and stored, and the property is written
 * through the same writers as a source's: price history and alerts, change keys, the activity log with the
 * fields before and after. A save that changes nothing is `unchanged` and writes nothing; one whose property
 * changed after the form was opened is `stale`.
 */
async function ingestStaffListing(
  request: StaffIngestRequest,
  options: { dryRun: boolean },
): Promise<StaffIngestResult> {
  const { target, fields, photos: rows } = request.staff;
  const current = target?.current ?? null;
  const ownerUserId = fields.ownerUserId === undefined ? (current?.ownerUserId ?? null) : fields.ownerUserId;
  const projectId = fields.projectId === undefined ? (current?.projectId ?? null) : fields.projectId;
  const [project] = projectId
    ? await db.select({ reraNumber: projects.reraNumber }).from(projects).where(eq(projects.id, projectId))
    : [];
  const settings = await getSettings();
  const rowsGiven = rows.filter((row) => (row.file && row.file.size > 0) || row.existing || row.url.trim()).length;
  const location = fields.location;
  const context = await loadRuleContext([slugOf(location)], ownerUserId ? [ownerUserId] : []);
  const errors = ruleErrors(
    {
      source: "admin",
      account: { userId: request.actor.id, role: "admin", verified: true },
      externalRef: undefined,
      locality: { name: localityName(location) || null, field: "location", refused: false },
      rera: { ownerUserId, number: project?.reraNumber ?? null, field: "projectId" },
      photos: { urls: [], count: rowsGiven, field: "photos" },
    },
    context,
  );
  if (errors.length > 0) return { outcome: "invalid", errors };

  let plans: Awaited<ReturnType<typeof planPhotos>>;
  try {
    // Each photo by its size and bytes (the count is the rule above); nothing is stored yet.
    plans = await planPhotos(
      rows,
      current?.images ?? [],
      { ...uploadLimits(settings), maxFiles: Infinity },
      "property",
    );
  } catch (error) {
    if (error instanceof FormFileError)
      return { outcome: "invalid", errors: [{ field: error.field, message: error.message }] };
    throw error;
  }
  if (options.dryRun) {
    return current
      ? { outcome: "changed", listingId: current.id, published: current.active }
      : { outcome: "new", listingId: 0, published: fields.active };
  }

  let stored: string[] = [];
  try {
    const { photos, stored: storedPhotos } = await storePlannedPhotos(plans, DEFAULT_PROPERTY_PHOTO);
    stored = photoFileUrls(storedPhotos);
    const { photoUrls: _links, ...rest } = fields;
    const columns = {
      ...rest,
      city: rest.city ?? cityFromLocation(location),
      // No position given: the locality's centre, until staff place it.
      position: rest.position ?? centreOf(location, context),
      images: photos,
    };

    if (!target) {
      const [id] = await publishNew([{ columns, actor: request.actor, summary: `Added property "${columns.title}"` }]);
      return { outcome: "new", listingId: id!, published: columns.active };
    }

    if (Object.keys(fieldChanges(catalogueAuditFields(target.current), auditFieldsOf(columns))).length === 0) {
      await removeUnreferenced(stored);
      return { outcome: "unchanged", listingId: target.id, published: target.current.active };
    }
    const written = await writePropertyUpdate({
      id: target.id,
      set: columns,
      version: target.openedVersion,
      actor: request.actor,
      summary: `Updated property "${columns.title}"`,
    });
    if (!written) {
      await removeUnreferenced(stored);
      return { outcome: "stale" };
    }
    await removeUnreferenced(photoFileUrls(target.current.images));
    return { outcome: "changed", listingId: target.id, published: columns.active };
  } catch (error) {
    await removeUnreferenced(stored);
    if (error instanceof FormFileError)
      return { outcome: "invalid", errors: [{ field: error.field, message: error.message }] };
    throw error;
  }
}

/**
 * The same for many listings at once (bulk import, feeds), with the same rules: what the checks read is read
 * once for the batch, and new published listings are written together. Answers a result per request, in order.
 * A reference repeated within the batch is taken in turn (the later one sees the earlier one's listing).
 */
export async function ingestListings(
  requests: readonly IngestRequest[],
  options: { dryRun: boolean },
): Promise<IngestResult[]> {
  const results: IngestResult[] = [];
  let group: IngestRequest[] = [];
  const refsInGroup = new Set<string>();
  for (const request of requests) {
    const key =
      request.account && request.externalRef !== undefined ? refKey(request.account.userId, request.externalRef) : null;
    if (key !== null && refsInGroup.has(key)) {
      results.push(...(await ingestGroup(group, options)));
      group = [];
      refsInGroup.clear();
    }
    if (key !== null) refsInGroup.add(key);
    group.push(request);
  }
  results.push(...(await ingestGroup(group, options)));
  // The batch's search and amenity index entries merged now, a batch's worth at a time (see mergePendingIndexEntries).
  if (!options.dryRun) await mergePendingIndexEntries(properties);
  return results;
}

/** A batch in which no reference repeats. */
async function ingestGroup(requests: readonly IngestRequest[], options: { dryRun: boolean }): Promise<IngestResult[]> {
  if (requests.length === 0) return [];
  const checked = requests.map(checkFields);
  const context = await loadContext(requests, checked);
  const results: (IngestResult | null)[] = [];
  const toPublish: (NewListing & { index: number })[] = [];
  for (const [index, request] of requests.entries()) {
    const { values, fieldErrors } = checked[index]!;
    const errors = [...fieldErrors, ...ruleErrors(subjectOf(request, checked[index]!), context)];
    if (!values || errors.length > 0) {
      results.push({ outcome: "invalid", errors });
      continue;
    }
    const photoUrls = request.photoUrls ?? [];
    const hash = listingHash(values, photoUrls);
    const account = request.account;
    const existing =
      account && request.externalRef !== undefined
        ? (context.existing.get(refKey(account.userId, request.externalRef)) ?? null)
        : null;
    const publishes = Boolean(account?.verified) && request.source !== "wizard";

    if (existing) {
      const published = existing.kind === "property";
      const stale = existing.kind === "property" && existing.withdrawn;
      if (existing.hash === hash && !stale) {
        results.push({ outcome: "unchanged", listingId: existing.id, published });
        continue;
      }
      if (!options.dryRun) {
        if (existing.kind === "property") await updateProperty(request, existing, values, hash, context);
        else await updateSubmission(request, existing, values, hash);
        if (photosChanged(existing.hash, hash, photoUrls)) {
          const target = existing.kind === "property" ? "property" : "submission";
          await enqueuePhotoFetch({ target, id: existing.id, urls: photoUrls, hash });
        }
      }
      results.push({ outcome: "changed", listingId: existing.id, published });
      continue;
    }

    if (options.dryRun) {
      results.push({ outcome: "new", listingId: 0, published: publishes });
      continue;
    }
    if (publishes) {
      toPublish.push({ request, values, hash, index });
      results.push(null);
      continue;
    }
    const submission = await createSubmission(
      {
        ...submissionColumns(values),
        photos: request.uploads ?? [],
        externalRef: request.externalRef ?? null,
        ingestHash: hash,
      },
      account ? (actorOf(request) ?? null) : null,
      request.locale ?? "en",
      // Bulk sources bring many at once: staff see them in the review queue rather than one alert each.
      { alertOffice: !BULK_SOURCES.includes(request.source), ownerUserId: account?.userId ?? null },
    );
    if (photoUrls.length) await enqueuePhotoFetch({ target: "submission", id: submission.id, urls: photoUrls, hash });
    results.push({ outcome: "new", listingId: submission.id, published: false, photos: submission.images });
  }

  const ids = await publishNew(toPublish.map((listing) => sourcePropertyOf(listing, context)));
  for (const [position, { index, request, hash }] of toPublish.entries()) {
    const id = ids[position]!;
    const photoUrls = request.photoUrls ?? [];
    if (photoUrls.length) await enqueuePhotoFetch({ target: "property", id, urls: photoUrls, hash });
    results[index] = { outcome: "new", listingId: id, published: true };
  }
  return results.map((result) => result!);
}

/**
 * The account's listing with this reference leaves the public site (or its pending submission is withdrawn):
 * withdrawn, never deleted. Another account's reference is "not-found", as one that does not exist.
 */
export async function withdrawListingByRef(
  account: Pick<IngestAccount, "userId">,
  externalRef: string,
  actor: Actor | null = { id: account.userId, name: "source" },
): Promise<"withdrawn" | "not-found"> {
  const existing = (await findByRefs(account.userId, [externalRef])).get(externalRef);
  if (!existing) return "not-found";
  if (existing.kind === "submission") {
    await db
      .update(propertyListings)
      .set({ status: "withdrawn" })
      .where(and(eq(propertyListings.id, existing.id), eq(propertyListings.status, "pending")));
    await logActivity({
      actor,
      action: "status_changed",
      entityType: "listing",
      entityId: existing.id,
      summary: `Withdrew submission (ref ${externalRef}) at its source's request`,
      changes: { status: { before: "pending", after: "withdrawn" } },
    });
    return "withdrawn";
  }
  if (existing.withdrawn) return "withdrawn";
  const before = await propertyScope(existing.id);
  await db.update(properties).set({ active: false, withdrawnAt: new Date() }).where(eq(properties.id, existing.id));
  await announcePropertyChange(existing.id, before);
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "property",
    entityId: existing.id,
    summary: `Withdrew property (ref ${externalRef}) at its source's request`,
    changes: { active: { before: existing.active, after: false } },
  });
  return "withdrawn";
}
