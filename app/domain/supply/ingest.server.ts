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
import { and, eq, sql } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { localities, projects, properties, propertyListings, user, type Photo } from "#app/platform/schema";
import { announceListingVisible, recordPriceChange } from "#app/domain/catalogue/listing-events.server";
import { announcePropertyChange, propertyScope } from "#app/domain/catalogue/change-keys.server";
import { localityCentre } from "#app/domain/catalogue/localities.server";
import { refreshPropertyRatings } from "#app/domain/reviews/ratings.server";
import { fieldChanges, logActivity, type Actor } from "#app/domain/site/activity.server";
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

async function knownLocality(name: string, executor: Database): Promise<boolean> {
  const slug = localitySlug(localityName(name));
  if (!slug) return false;
  const [row] = await executor.select({ slug: localities.slug }).from(localities).where(eq(localities.slug, slug));
  return Boolean(row);
}

/** The shared rules beyond the schema's; every message names its field. */
async function ruleErrors(
  request: IngestRequest,
  values: ListingValues | null,
  fieldFailed: (field: string) => boolean,
): Promise<IngestError[]> {
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
    if (!(await knownLocality(locality, db)))
      errors.push({ field: "locality", message: INGEST_MESSAGES.localityUnknown });
  } else if (bulk && !fieldFailed("locality")) {
    errors.push({ field: "locality", message: INGEST_MESSAGES.localityRequired });
  }
  if (values) {
    // The wizard asks for no project number; a builder's bulk listings must carry one.
    if (request.account && bulk) {
      const profile = await supplierProfileOf(request.account.userId);
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
  else {
    const max = Math.max(1, (await getSettings()).maxImageUpload);
    if (urls.length + (request.uploads?.length ?? 0) > max)
      errors.push({ field: "photoUrls", message: INGEST_MESSAGES.tooManyPhotos(max) });
  }
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

/** The account's listing with this reference: its property once published, else its pending submission. */
async function findByRef(userId: string, externalRef: string, executor: Database = db): Promise<Existing | null> {
  const [property] = await executor
    .select({
      id: properties.id,
      hash: properties.ingestHash,
      withdrawnAt: properties.withdrawnAt,
      active: properties.active,
      price: properties.price,
    })
    .from(properties)
    .where(and(eq(properties.ownerUserId, userId), eq(properties.externalRef, externalRef)));
  if (property) {
    return {
      kind: "property",
      id: property.id,
      hash: property.hash,
      withdrawn: property.withdrawnAt !== null,
      active: property.active,
      price: property.price,
    };
  }
  const [submission] = await executor
    .select({ id: propertyListings.id, hash: propertyListings.ingestHash })
    .from(propertyListings)
    .where(
      and(
        eq(propertyListings.ownerUserId, userId),
        eq(propertyListings.externalRef, externalRef),
        eq(propertyListings.status, "pending"),
      ),
    );
  return submission ? { kind: "submission", ...submission } : null;
}

// ---------------------------------------------------------------- writing

/** A checked listing as a property's columns (as staff approval publishes a submission). */
async function propertyColumns(values: ListingValues, executor: Database) {
  const location = values.locality ? [values.locality, values.city].join(", ") : submissionLocation(values);
  const [project] = values.reraNumber
    ? await executor.select({ id: projects.id }).from(projects).where(eq(projects.reraNumber, values.reraNumber))
    : [];
  return {
    title: values.title,
    type: values.propertyType === "commercial" ? "Commercial" : "Residential",
    category: values.category,
    price: values.price,
    status: values.listingType === "rent" ? "rent" : "sale",
    location,
    city: values.city.trim(),
    area: values.area,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    parking: values.parking,
    description: values.description,
    amenities: values.amenities,
    ownerName: values.ownerName,
    ownerContact: values.ownerPhone,
    ...(project ? { projectId: project.id } : {}),
  };
}

/** The submission columns beyond the wizard's fields. */
function submissionColumns(values: ListingValues) {
  return { ...values };
}

function actorOf(request: IngestRequest): Actor | null {
  if (request.actor !== undefined) return request.actor;
  return request.account ? { id: request.account.userId, name: request.source } : null;
}

async function publishNew(request: IngestRequest, values: ListingValues, hash: string): Promise<number> {
  const account = request.account!;
  const id = await db.transaction(async (tx) => {
    const columns = await propertyColumns(values, tx);
    const [row] = await tx
      .insert(properties)
      .values({
        ...columns,
        // Where the source placed it (the location picker's fields); otherwise its locality's centre.
        position: values.position ?? (await localityCentre(columns.location, tx)),
        ownerUserId: account.userId,
        externalRef: request.externalRef ?? null,
        ingestHash: hash,
        // Feeds and the API keep their listings current themselves; others run 90 days at a time, as an owner's.
        listedUntil: request.source === "feed" || request.source === "api" ? null : listedUntilFrom(),
        active: true,
        featured: false,
      })
      .returning({ id: properties.id });
    await announceListingVisible(row.id, tx);
    await refreshPropertyRatings([row.id], tx);
    return row.id;
  });
  await announcePropertyChange(id, null);
  await logActivity({
    actor: actorOf(request),
    action: "created",
    entityType: "property",
    entityId: id,
    summary: `Published "${values.title}" from ${request.source}${request.externalRef ? ` (ref ${request.externalRef})` : ""}`,
  });
  return id;
}

async function updateProperty(
  request: IngestRequest,
  existing: Extract<Existing, { kind: "property" }>,
  values: ListingValues,
  hash: string,
): Promise<void> {
  const before = await propertyScope(existing.id);
  await db.transaction(async (tx) => {
    const columns = await propertyColumns(values, tx);
    // Withdrawn by its source and sent again: it is back. Unpublished by staff: it stays unpublished.
    const back = existing.withdrawn;
    await tx
      .update(properties)
      .set({
        ...columns,
        // A position sent replaces the stored one; none sent keeps it (or the locality's centre).
        position: values.position
          ? values.position
          : sql`coalesce(${properties.position}, ${await localityPoint(columns.location, tx)})`,
        ingestHash: hash,
        ...(back ? { withdrawnAt: null, active: true } : {}),
      })
      .where(eq(properties.id, existing.id));
    // The price history and the saved-search alert follow the saved row, in the same transaction.
    await recordPriceChange(existing.id, existing.price, values.price, tx);
    if (back) await announceListingVisible(existing.id, tx);
    await refreshPropertyRatings([existing.id], tx);
  });
  await announcePropertyChange(existing.id, before);
  await logActivity({
    actor: actorOf(request),
    action: "updated",
    entityType: "property",
    entityId: existing.id,
    summary: `Updated "${values.title}" from ${request.source}${request.externalRef ? ` (ref ${request.externalRef})` : ""}`,
    changes:
      existing.price !== values.price ? fieldChanges({ price: existing.price }, { price: values.price }) : undefined,
  });
}

/** A point literal for coalesce (null when the locality has no centre). */
async function localityPoint(location: string, executor: Database) {
  const centre = await localityCentre(location, executor);
  return centre ? sql`point(${centre.x}, ${centre.y})` : sql`null::point`;
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
  const parsed = listingInputSchema.safeParse(request.listing);
  const values = parsed.success ? parsed.data : null;
  const fieldErrors = parsed.success ? [] : schemaErrors(parsed.error);
  const failed = (field: string) => fieldErrors.some((error) => error.field === field);
  const errors = [...fieldErrors, ...(await ruleErrors(request, values, failed))];
  if (!values || errors.length > 0) return { outcome: "invalid", errors };

  const photoUrls = request.photoUrls ?? [];
  const hash = listingHash(values, photoUrls);
  const account = request.account;
  const existing =
    account && request.externalRef !== undefined ? await findByRef(account.userId, request.externalRef) : null;
  const publishes = Boolean(account?.verified) && request.source !== "wizard";

  if (existing) {
    const published = existing.kind === "property";
    const stale = existing.kind === "property" && existing.withdrawn;
    if (existing.hash === hash && !stale) return { outcome: "unchanged", listingId: existing.id, published };
    if (!options.dryRun) {
      if (existing.kind === "property") await updateProperty(request, existing, values, hash);
      else await updateSubmission(request, existing, values, hash);
      if (photosChanged(existing.hash, hash, photoUrls)) {
        const target = existing.kind === "property" ? "property" : "submission";
        await enqueuePhotoFetch({ target, id: existing.id, urls: photoUrls, hash });
      }
    }
    return { outcome: "changed", listingId: existing.id, published };
  }

  if (options.dryRun) return { outcome: "new", listingId: 0, published: publishes };
  if (publishes) {
    const id = await publishNew(request, values, hash);
    if (photoUrls.length) await enqueuePhotoFetch({ target: "property", id, urls: photoUrls, hash });
    return { outcome: "new", listingId: id, published: true };
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
  return { outcome: "new", listingId: submission.id, published: false, photos: submission.images };
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
  const existing = await findByRef(account.userId, externalRef);
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
