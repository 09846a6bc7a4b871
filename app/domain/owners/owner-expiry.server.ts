/**
 * A published owner's or agent's listing stays public for 90 days from its
 * approval or last renewal (properties.listed_until). Seven days before, the
 * owner is reminded (e-mail, and SMS when they take lead messages by SMS)
 * with the link to renew in one click; at the end it expires and leaves the
 * public site until renewed. Listings staff created themselves carry no end date.
 * Runs as a recurring job; each reminder is marked before it is sent, so it
 * goes at most once per listing period.
 */
import { and, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { defineRecurringJob } from "#app/platform/jobs.server";
import { notify } from "#app/platform/notifier.server";
import { emailsT, siteLink, storedLocale } from "#app/domain/accounts/message-locale.server";
import { announceChange } from "#app/platform/data-changes.server";
import { announcePropertiesTouched, propertyChangeKeys } from "#app/domain/catalogue/change-keys.server";
import { properties, user } from "#app/platform/schema";
import { logActivity } from "#app/domain/site/activity.server";
import { LISTING_LIFETIME_DAYS } from "#app/domain/owners/owner-listings.server";
import { preferencesOf } from "#app/domain/seekers/notification-preferences.server";
import { smsNumber } from "#app/domain/leads/office-alerts.server";
import { formatsFor, todayInIndia } from "#app/lib/format";

export const EXPIRY_JOB = "owner.listing-expiry";
export const REMINDER_DAYS_BEFORE = 7;
const HOUR_MS = 60 * 60 * 1000;

const live = and(eq(properties.active, true), isNull(properties.closedAs), isNotNull(properties.listedUntil));

/** Reminds the owners of listings ending within a week; answers how many were reminded. */
export async function remindExpiringListings(now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * 24 * HOUR_MS);
  const due = await db
    .update(properties)
    .set({ expiryRemindedAt: now })
    .where(
      and(
        live,
        isNull(properties.expiryRemindedAt),
        isNotNull(properties.ownerUserId),
        lte(properties.listedUntil, soon),
        gt(properties.listedUntil, now),
      ),
    )
    .returning({
      id: properties.id,
      title: properties.title,
      ownerUserId: properties.ownerUserId,
      listedUntil: properties.listedUntil,
    });
  if (due.length) await announcePropertiesTouched();
  for (const listing of due) {
    const [owner] = await db
      .select({ email: user.email, phone: user.phoneNumber, locale: user.locale })
      .from(user)
      .where(eq(user.id, listing.ownerUserId!));
    if (!owner) continue;
    // In the owner's language, with the link to that language's My listings.
    const locale = storedLocale(owner.locale);
    const t = await emailsT(locale);
    const until = formatsFor(locale).date(todayInIndia(listing.listedUntil!));
    const link = siteLink(locale, "/my-listings");
    const title = listing.title;
    await notify({
      channel: "email",
      to: owner.email,
      subject: t("expiry.subject", { title, date: until }),
      text: [t("expiry.headline", { title, date: until }), "", t("expiry.renew", { link })].join("\n"),
    });
    const sms = owner.phone ? smsNumber(owner.phone) : null;
    if (sms && (await preferencesOf(listing.ownerUserId!)).leadsSms) {
      await notify({ channel: "sms", to: sms, text: t("expiry.sms", { title, date: until, link }) });
    }
  }
  return due.length;
}

/** Takes listings past their end date off the public site; answers how many expired. */
export async function expireListings(now = new Date()): Promise<number> {
  const expired = await db
    .update(properties)
    .set({ active: false, expiredAt: now })
    .where(and(live, lte(properties.listedUntil, now)))
    .returning({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      status: properties.status,
      location: properties.location,
      locationKey: properties.locationKey,
      city: properties.city,
      developer: properties.developer,
      featured: properties.featured,
      active: properties.active,
      price: properties.price,
      createdAt: properties.createdAt,
    });
  if (!expired.length) return 0;
  // They were public until now (`live`): each leaves its pages, lists and figures.
  await announceChange(expired.flatMap((row) => propertyChangeKeys({ ...row, active: true }, row)));
  for (const listing of expired) {
    await logActivity({
      actor: { id: "system", name: "System" },
      action: "status_changed",
      entityType: "property",
      entityId: listing.id,
      summary: `"${listing.title}" expired after ${LISTING_LIFETIME_DAYS} days without renewal`,
    });
  }
  return expired.length;
}

defineRecurringJob(EXPIRY_JOB, HOUR_MS, async () => {
  await remindExpiringListings();
  await expireListings();
});
