/**
 * The admin side of public property submissions: list and count them, approve
 * (which publishes the submission as a property), reject and delete. The public
 * create lives in submissions.server.ts.
 */
import { refreshPropertyRatings } from "#app/domain/reviews/ratings.server";
import { announceListingVisible } from "#app/domain/catalogue/listing-events.server";
import { announcePropertyChange } from "#app/domain/catalogue/change-keys.server";
import { listedUntilFrom } from "#app/domain/owners/owner-listings.server";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { localityCentre } from "#app/domain/catalogue/localities.server";
import { photoFiles, removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import { notify } from "#app/platform/notifier.server";
import { emailsT, siteLink, storedLocale } from "#app/domain/accounts/message-locale.server";
import { projects, properties, propertyListings, type PropertyListing } from "#app/platform/schema";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { anyColumnContains, countByStatus, listPage } from "#app/domain/back-office/lists.server";
import { log, maskRecipient } from "#app/platform/log.server";

export const SUBMISSIONS_PAGE_SIZE = 10;
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export type Reviewer = Actor;

export type SubmissionQuery = { q?: string; status?: string; page?: number };

export type SubmissionStats = {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  withdrawn: number;
};

function isStatus(value: string | undefined): value is SubmissionStatus {
  return SUBMISSION_STATUSES.includes(value as SubmissionStatus);
}

export function submissionStats(): Promise<SubmissionStats> {
  return countByStatus(propertyListings, propertyListings.status, SUBMISSION_STATUSES);
}

/** One page of submissions, newest first, filtered in the database. */
export async function listSubmissions(query: SubmissionQuery) {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    conditions.push(
      anyColumnContains(
        [propertyListings.title, propertyListings.city, propertyListings.ownerName, propertyListings.ownerEmail],
        q,
      ),
    );
  }
  if (isStatus(query.status)) conditions.push(eq(propertyListings.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return listPage(propertyListings, where, query.page, SUBMISSIONS_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(propertyListings)
      .where(where)
      .orderBy(desc(propertyListings.createdAt), desc(propertyListings.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function getSubmission(id: number): Promise<PropertyListing | undefined> {
  const [row] = await db.select().from(propertyListings).where(eq(propertyListings.id, id));
  return row;
}

/** "12 Link Road, Andheri West, Mumbai, Maharashtra 400053": the address as a property's location. */
export function submissionLocation(listing: Pick<PropertyListing, "address" | "city" | "state" | "pincode">): string {
  const parts: string[] = [];
  const address = listing.address.trim();
  if (address) parts.push(address);
  // People often type the city into the address line already; do not repeat it.
  const city = listing.city.trim();
  if (city && !address.toLowerCase().includes(city.toLowerCase())) parts.push(city);
  const statePin = [listing.state.trim(), listing.pincode.trim()]
    .filter((part) => part && !address.includes(part))
    .join(" ");
  if (statePin) parts.push(statePin);
  return parts.join(", ");
}

export type ReviewResult = { ok: true; propertyId?: number } | { ok: false; error: string };

/**
 * Approves a pending submission: in one transaction it becomes an active
 * property (with its photos) and the submission records the review. The owner
 * is then told by e-mail, with the public link.
 */
export async function approveSubmission(id: number, reviewer: Reviewer): Promise<ReviewResult> {
  const outcome = await db.transaction(async (tx) => {
    // Lock the row so two admins cannot publish the same submission twice.
    const [listing] = await tx.select().from(propertyListings).where(eq(propertyListings.id, id)).for("update");
    if (!listing) return { ok: false as const, error: "This listing no longer exists." };
    if (listing.status !== "pending") {
      return { ok: false as const, error: `This listing has already been ${listing.status}.` };
    }
    // A bulk source names the locality: "Andheri West, Mumbai", as the catalogue's own locations read.
    const location = listing.locality ? `${listing.locality}, ${listing.city.trim()}` : submissionLocation(listing);
    // Named by its MahaRERA registration: published as part of that project when Nivaas lists it.
    const [project] = listing.reraNumber
      ? await tx.select({ id: projects.id }).from(projects).where(eq(projects.reraNumber, listing.reraNumber))
      : [];
    const [property] = await tx
      .insert(properties)
      .values({
        title: listing.title,
        // Where the owner placed it; otherwise its locality's centre, until staff place it.
        position: listing.position ?? (await localityCentre(location, tx)),
        type: listing.propertyType === "commercial" ? "Commercial" : "Residential",
        category: listing.category,
        price: listing.price,
        status: listing.listingType === "rent" ? "rent" : "sale",
        location,
        city: listing.city.trim(),
        area: listing.area,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        parking: listing.parking,
        description: listing.description,
        amenities: listing.amenities,
        images: listing.images,
        ownerName: listing.ownerName,
        ownerContact: listing.ownerPhone,
        listingId: listing.id,
        ownerUserId: listing.ownerUserId,
        projectId: project?.id ?? null,
        // Its source's reference and hash go with it: the next import or feed run finds it unchanged.
        externalRef: listing.externalRef,
        ingestHash: listing.ingestHash,
        // An account's listing runs for 90 days at a time; one nobody can renew does not expire.
        listedUntil: listing.ownerUserId ? listedUntilFrom() : null,
        active: true,
        featured: false,
      })
      .returning({ id: properties.id });
    await announceListingVisible(property.id, tx);
    // Its locality may already have reviews: the card shows their rating from the start.
    await refreshPropertyRatings([property.id], tx);
    await tx
      .update(propertyListings)
      .set({ status: "approved", propertyId: property.id, reviewedAt: new Date(), reviewedBy: reviewer.id })
      .where(eq(propertyListings.id, id));
    return { ok: true as const, listing, propertyId: property.id };
  });
  if (!outcome.ok) return outcome;

  const { listing, propertyId } = outcome;
  await announcePropertyChange(propertyId, null);
  await logActivity({
    actor: reviewer,
    action: "approved",
    entityType: "listing",
    entityId: listing.id,
    summary: `Approved submission "${listing.title}" and published it as property #${propertyId}`,
    changes: { status: { before: listing.status, after: "approved" }, propertyId: { before: null, after: propertyId } },
  });
  // In the language of the page the listing was submitted from, with the link to that language's page.
  const locale = storedLocale(listing.locale);
  const t = await emailsT(locale);
  const title = listing.title;
  await tellOwner(listing, {
    subject: t("submission.approved.subject", { title }),
    text: [
      t("submission.hello", { name: listing.ownerName }),
      "",
      t("submission.approved.headline", { title }),
      siteLink(locale, `/property/${propertyId}`),
      "",
      t("submission.approved.closing"),
    ].join("\n"),
  });
  return { ok: true, propertyId };
}

/** Rejects a pending submission; nothing is published. The owner is told politely. */
export async function rejectSubmission(id: number, reviewer: Reviewer): Promise<ReviewResult> {
  const [listing] = await db
    .update(propertyListings)
    .set({ status: "rejected", reviewedAt: new Date(), reviewedBy: reviewer.id })
    .where(and(eq(propertyListings.id, id), eq(propertyListings.status, "pending")))
    .returning();
  if (!listing) {
    const existing = await getSubmission(id);
    return {
      ok: false,
      error: existing ? `This listing has already been ${existing.status}.` : "This listing no longer exists.",
    };
  }
  await logActivity({
    actor: reviewer,
    action: "rejected",
    entityType: "listing",
    entityId: listing.id,
    summary: `Rejected submission "${listing.title}"`,
    changes: { status: { before: "pending", after: "rejected" } },
  });
  const t = await emailsT(storedLocale(listing.locale));
  const title = listing.title;
  await tellOwner(listing, {
    subject: t("submission.rejected.subject", { title }),
    text: [
      t("submission.hello", { name: listing.ownerName }),
      "",
      t("submission.rejected.headline", { title }),
      t("submission.rejected.reason"),
      t("submission.rejected.next"),
    ].join("\n"),
  });
  return { ok: true };
}

/**
 * Deletes a submission in any state. Its photos go too, except those anything
 * else still shows: the property an approval published, another submission
 * or item with the same picture (files are named by their content).
 */
export async function deleteSubmission(id: number, reviewer: Reviewer): Promise<ReviewResult> {
  const [listing] = await db.delete(propertyListings).where(eq(propertyListings.id, id)).returning();
  if (!listing) return { ok: false, error: "This listing no longer exists." };
  await removeUnreferencedFiles(listing.images.flatMap(photoFiles));
  await logActivity({
    actor: reviewer,
    action: "deleted",
    entityType: "listing",
    entityId: listing.id,
    summary: `Deleted submission "${listing.title}"`,
    changes: { title: { before: listing.title, after: null }, status: { before: listing.status, after: null } },
  });
  return { ok: true };
}

/** The review is done whether or not the e-mail leaves; a failed send stays visible in the outbox. */
async function tellOwner(listing: PropertyListing, mail: { subject: string; text: string }) {
  try {
    await notify({ channel: "email", to: listing.ownerEmail, subject: mail.subject, text: mail.text });
  } catch (error) {
    log.error(
      { err: error, to: maskRecipient(listing.ownerEmail) },
      `Could not e-mail the owner of listing ${listing.id}`,
    );
  }
}
