/**
 * The one way a listing comes in — the List Your Property wizard, bulk import,
 * feeds and the public API all call `ingestListing`:
 *
 * 1. The fields are validated by the wizard's own schema (`listingInputSchema`).
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
 *    row, and a saved-search alert when it dropped), as an owner's own change does.
 *
 * `dryRun` runs every check and the match and answers what would happen, with no write.
 */
import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import {
  localities,
  projects,
  properties,
  propertyListings,
  user,
  type Photo,
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
import { supplierProfileOf } from "#app/domain/supply/profiles.server";
import { enqueuePhotoFetch } from "#app/domain/supply/ingest-photos.server";
import { isFetchableUrl } from "#app/platform/safe-fetch.server";
import { listingInputSchema } from "#app/lib/validation/leads";
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
  source: IngestSource;
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
  slugs.delete("");
  const localityRows = slugs.size
    ? await db
        .select({ slug: localities.slug, centre: localities.centre })
        .from(localities)
        .where(inArray(localities.slug, [...slugs]))
    : [];

  const profiles = new Map<string, SupplierProfile | null>();
  for (const request of requests) {
    const userId = request.account?.userId;
    if (userId && BULK_SOURCES.includes(request.source) && !profiles.has(userId))
      profiles.set(userId, await supplierProfileOf(userId));
  }

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
    localities: new Map(localityRows.map((row) => [row.slug, row.centre ?? null])),
    profiles,
    maxPhotos: Math.max(1, (await getSettings()).maxImageUpload),
    existing,
    projects: new Map(projectRows.flatMap((row) => (row.reraNumber ? [[row.reraNumber, row.id] as const] : []))),
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

/** The shared rules beyond the schema's; every message names its field. */
function ruleErrors(request: IngestRequest, { values, fieldErrors }: Checked, context: BatchContext): IngestError[] {
  const errors: IngestError[] = [];
  const bulk = BULK_SOURCES.includes(request.source);
  if (!request.account && request.source !== "wizard")
    errors.push({ field: "account", message: INGEST_MESSAGES.account });
  if (request.externalRef !== undefined || bulk) {
    if (!EXTERNAL_REF_PATTERN.test(request.externalRef ?? ""))
      errors.push({ field: "externalRef", message: INGEST_MESSAGES.externalRef });
  }
  // Checked even when other fields failed, so a sheet's row shows every mistake at once.
  const raw = request.listing.locality;
  const locality = values ? values.locality : typeof raw === "string" ? raw.trim() : null;
  if (locality) {
    if (!context.localities.has(slugOf(locality)))
      errors.push({ field: "locality", message: INGEST_MESSAGES.localityUnknown });
  } else if (bulk && !fieldErrors.some((error) => error.field === "locality")) {
    errors.push({ field: "locality", message: INGEST_MESSAGES.localityRequired });
  }
  if (values) {
    // The wizard asks for no project number; a builder's bulk listings must carry one.
    if (request.account && bulk) {
      const profile = context.profiles.get(request.account.userId);
      // MahaRERA's advertising order: a builder's listing names the registered project it is part of.
      if (
        profile?.kind === "builder" &&
        profile.status !== "rejected" &&
        (!values.reraNumber || !profile.reraProjects.includes(values.reraNumber))
      ) {
        errors.push({ field: "reraNumber", message: INGEST_MESSAGES.builderRera });
      }
    }
  }
  const urls = request.photoUrls ?? [];
  if (urls.some((url) => !isFetchableUrl(url))) errors.push({ field: "photoUrls", message: INGEST_MESSAGES.photoUrl });
  else if (urls.length + (request.uploads?.length ?? 0) > context.maxPhotos)
    errors.push({ field: "photoUrls", message: INGEST_MESSAGES.tooManyPhotos(context.maxPhotos) });
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
function centreOf(location: string, context: BatchContext): { x: number; y: number } | null {
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

/**
 * Publishes new listings in one transaction: one multi-row insert, one job for their saved-search alerts, one
 * ratings refresh and one audit statement, then the union of their cache keys announced once. Answers their ids,
 * in the order given.
 */
async function publishNew(listings: readonly NewListing[], context: BatchContext): Promise<number[]> {
  if (listings.length === 0) return [];
  const ids = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(properties)
      .values(
        listings.map(({ request, values, hash }) => {
          const columns = propertyColumns(values, context);
          return {
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
          };
        }),
      )
      .returning({ id: properties.id, externalRef: properties.externalRef });
    // PostgreSQL returns a VALUES list's rows in its order; the references make sure of it.
    rows.forEach((row, index) => {
      if (row.externalRef !== (listings[index]!.request.externalRef ?? null))
        throw new Error("Inserted listings came back out of order");
    });
    const created = rows.map((row) => row.id);
    await announceListingsVisible(created, tx);
    await refreshPropertyRatings(created, tx);
    await logActivities(
      listings.map(({ request, values }, index) => ({
        actor: actorOf(request),
        action: "created",
        entityType: "property",
        entityId: created[index],
        summary: `Published "${values.title}" from ${request.source}${request.externalRef ? ` (ref ${request.externalRef})` : ""}`,
      })),
      tx,
    );
    return created;
  });
  await announcePropertiesCreated(ids);
  return ids;
}

async function updateProperty(
  request: IngestRequest,
  existing: Extract<Existing, { kind: "property" }>,
  values: ListingValues,
  hash: string,
  context: BatchContext,
): Promise<void> {
  const before = await propertyScope(existing.id);
  const columns = propertyColumns(values, context);
  const centre = centreOf(columns.location, context);
  await db.transaction(async (tx) => {
    // Withdrawn by its source and sent again: it is back. Unpublished by staff: it stays unpublished.
    const back = existing.withdrawn;
    await tx
      .update(properties)
      .set({
        ...columns,
        // A position sent replaces the stored one; none sent keeps it (or the locality's centre).
        position: values.position
          ? values.position
          : sql`coalesce(${properties.position}, ${centre ? sql`point(${centre.x}, ${centre.y})` : sql`null::point`})`,
        ingestHash: hash,
        ...(back ? { withdrawnAt: null, active: true } : {}),
      })
      .where(eq(properties.id, existing.id));
    // The price history and the saved-search alert follow the saved row, in the same transaction.
    await recordPriceChange(existing.id, existing.price, values.price, tx);
    if (back) await announceListingVisible(existing.id, tx);
    await refreshPropertyRatings([existing.id], tx);
    await logActivity(
      {
        actor: actorOf(request),
        action: "updated",
        entityType: "property",
        entityId: existing.id,
        summary: `Updated "${values.title}" from ${request.source}${request.externalRef ? ` (ref ${request.externalRef})` : ""}`,
        changes:
          existing.price !== values.price
            ? fieldChanges({ price: existing.price }, { price: values.price })
            : undefined,
      },
      tx,
    );
  });
  await announcePropertyChange(existing.id, before);
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
export async function ingestListing(request: IngestRequest, options: { dryRun: boolean }): Promise<IngestResult> {
  return (await ingestListings([request], options))[0]!;
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
    const errors = [...fieldErrors, ...ruleErrors(request, checked[index]!, context)];
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

  const ids = await publishNew(toPublish, context);
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
