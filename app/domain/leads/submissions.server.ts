/**
 * Public property submissions from the List Your Property wizard. A submission
 * and its activity entry are written in one transaction (never half a record)
 * and wait as 'pending' for staff review (admin-submissions.server.ts).
 * Photos are stored before this is called (see app/domain/photos/photo-tokens.server.ts);
 * the submission claims each photo's upload record in the same transaction,
 * so one upload is attached to one submission only: a photo whose record was
 * already claimed (a token used twice) is left out.
 */
import { inArray, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { alertOffice } from "#app/domain/leads/office-alerts.server";
import { photoUploads, propertyListings, type Photo, type PropertyListing } from "#app/platform/schema";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { formatListingPrice } from "#app/lib/format";
import type { ListingInput } from "#app/lib/validation/leads";
import { formatPhone } from "#app/lib/phone";
import type { Locale } from "#app/i18n/locales";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";

/** A stored photo and the upload record its token names. */
export type UploadedPhoto = { photo: Photo; uploadId: number };
export type NewSubmission = ListingInput & {
  photos: UploadedPhoto[];
  /** The owner account's own reference and the listing's hash (app/domain/supply/ingest.server.ts). */
  externalRef?: string | null;
  ingestHash?: string | null;
};

/** `alertOffice`: tell the office now (bulk sources do not, one alert per row); `ownerUserId`: default the actor. */
export type SubmissionOptions = { alertOffice?: boolean; ownerUserId?: string | null };

/**
 * Answers the stored submission; its `images` are the photos it could claim, in the order given.
 * `locale`: the language of the page it was sent from, in which its review is told.
 * Called by the listing-ingestion path (app/domain/supply/ingest.server.ts), which checks it first.
 */
export async function createSubmission(
  input: NewSubmission,
  actor: Actor | null = null,
  locale: Locale = "en",
  { alertOffice: tellOffice = true, ownerUserId = actor?.id ?? null }: SubmissionOptions = {},
): Promise<PropertyListing> {
  const { photos, ...fields } = input;
  const listing = await db.transaction(async (tx) => {
    const wanted = [...new Set(photos.map((p) => p.uploadId))];
    const claimed =
      wanted.length === 0
        ? []
        : await tx
            .delete(photoUploads)
            .where(inArray(photoUploads.id, wanted))
            .returning({ id: photoUploads.id, card: photoUploads.card });
    const claimedCard = new Map(claimed.map((row) => [row.id, row.card]));
    const images: Photo[] = [];
    for (const { photo, uploadId } of photos) {
      if (claimedCard.get(uploadId) !== photo.card) continue;
      claimedCard.delete(uploadId);
      images.push(photo);
    }
    const [row] = await tx
      .insert(propertyListings)
      // Made while signed in: the account's own listing (My listings); an account deleted meanwhile owns nothing.
      .values({
        ...fields,
        images,
        status: "pending",
        locale,
        ownerUserId: ownerUserId ? sql`(select id from "user" where id = ${ownerUserId})` : null,
      })
      .returning();
    await logActivity(
      {
        actor,
        action: "submitted",
        entityType: "listing",
        entityId: row.id,
        summary: `New listing submitted: "${row.title}" in ${row.city} by ${row.ownerName}`,
      },
      tx,
    );
    return row;
  });
  await rememberAccountLocale(actor?.id, locale);
  if (tellOffice) await alertOfficeAbout(listing);
  return listing;
}

/** Tells the office by the channels switched on in the settings. */
async function alertOfficeAbout(listing: PropertyListing) {
  const text = [
    `A property was submitted for review (submission #${listing.id}).`,
    "",
    `${listing.title}`,
    `${listing.category}, ${listing.propertyType}, for ${listing.listingType}: ${formatListingPrice(listing.price, listing.listingType)}`,
    `${listing.address}, ${listing.city}, ${listing.state} ${listing.pincode}`,
    `Photos: ${listing.images.length}`,
    `Owner: ${listing.ownerName}, ${formatPhone(listing.ownerPhone)}, ${listing.ownerEmail}`,
    "",
    `Review it: ${env.publicUrl}/admin/property-listings`,
  ].join("\n");
  await alertOffice({
    subject: `New property submission #${listing.id}: ${listing.title}`,
    text,
    smsText: `New property submission #${listing.id}: ${listing.title}. Review it: ${env.publicUrl}/admin/property-listings`,
  });
}
