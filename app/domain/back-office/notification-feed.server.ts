/**
 * The admin bell's feed: the waiting items, when they were read, and whether
 * the office wants desktop alerts for them (the Push Notifications setting).
 */
import { count, desc, eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { inquiries, propertyListings } from "#app/platform/schema";
import { getSettings } from "#app/domain/site/settings.server";

export async function adminNotificationFeed() {
  const [notifications, settings] = await Promise.all([adminNotifications(5), getSettings()]);
  return { notifications, checkedAt: Date.now(), desktopAlerts: settings.pushNotifications };
}

export type AdminNotificationFeed = Awaited<ReturnType<typeof adminNotificationFeed>>;
export type AdminNotifications = AdminNotificationFeed["notifications"];

/** The bell: how many things wait for an admin, and the newest of them. */
export async function adminNotifications(limit = 5) {
  const newInquiry = eq(inquiries.status, "new");
  const pending = eq(propertyListings.status, "pending");
  const [[{ newInquiries }], [{ pendingSubmissions }], latestInquiries, latestSubmissions] = await Promise.all([
    db.select({ newInquiries: count() }).from(inquiries).where(newInquiry),
    db.select({ pendingSubmissions: count() }).from(propertyListings).where(pending),
    db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        email: inquiries.email,
        inquiryType: inquiries.inquiryType,
        referenceTitle: inquiries.referenceTitle,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(newInquiry)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit),
    db
      .select({
        id: propertyListings.id,
        title: propertyListings.title,
        ownerName: propertyListings.ownerName,
        ownerEmail: propertyListings.ownerEmail,
        createdAt: propertyListings.createdAt,
      })
      .from(propertyListings)
      .where(pending)
      .orderBy(desc(propertyListings.createdAt), desc(propertyListings.id))
      .limit(limit),
  ]);
  return {
    newInquiries,
    pendingSubmissions,
    total: newInquiries + pendingSubmissions,
    inquiries: latestInquiries,
    submissions: latestSubmissions,
  };
}
