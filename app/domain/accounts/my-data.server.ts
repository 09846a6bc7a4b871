/**
 * A person's own data (India's DPDP Act 2023: access and erasure): everything
 * the site holds about an account as one JSON document, and the deletion of
 * the account.
 *
 * Inquiries and site visits sent while signed in carry the account's id.
 * Those sent signed out, and submissions, belong to an account through its
 * contact details, and only through details the account has proved (a
 * verified e-mail address, a verified phone number), so nobody can read or
 * erase what someone else sent by typing their address.
 *
 * Deleting an account removes the user row; the database's cascades remove its
 * sessions, sign-in methods, favourites, compare list, recently viewed list,
 * notification preferences and every other row keyed to it. Inquiries and
 * submissions are business records and stay, without the person: their name,
 * e-mail and phone are replaced in the same transaction.
 */
import { savedSearchSummaries } from "#app/domain/seekers/saved-searches.server";
import { removeReviewsOf } from "#app/domain/reviews/reviews.server";
import { announceChange } from "#app/platform/data-changes.server";
import { EVERYTHING } from "#app/platform/change-keys.server";
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db } from "#app/platform/db.server";
import {
  compareItems,
  favorites,
  inquiries,
  reviews,
  notificationPreferences,
  projects,
  properties,
  propertyListings,
  recentViews,
  session,
  user,
} from "#app/platform/schema";
import { nationalNumber } from "#app/lib/phone";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "#app/domain/seekers/notification-preferences.server";
import { redactPersonInActivity } from "#app/domain/site/activity.server";

/** What stands in for the person on records kept after their account is deleted. */
export const DELETED_PERSON_NAME = "Deleted account";

/** The stand-in address of accounts made from a verified phone (auth.server's phoneAccountEmail). */
const PHONE_ACCOUNT_DOMAIN = "@phone.nivaas.invalid";

type Account = typeof user.$inferSelect;

async function findAccount(userId: string): Promise<Account | null> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row ?? null;
}

/** The contact details the account has proved, as the leads and listings tables store them. */
function provenContacts(account: Account): { email: string | null; phone: string | null } {
  const email =
    account.emailVerified && !account.email.endsWith(PHONE_ACCOUNT_DOMAIN) ? account.email.toLowerCase() : null;
  const phone = account.phoneNumberVerified && account.phoneNumber ? nationalNumber(account.phoneNumber) : null;
  return { email, phone };
}

/** Rows whose e-mail or phone column holds one of the account's proven details; null when it has none. */
function sentBy(account: Account, emailColumn: AnyPgColumn, phoneColumn: AnyPgColumn): SQL | null {
  const { email, phone } = provenContacts(account);
  const conditions: SQL[] = [];
  if (email) conditions.push(sql`lower(${emailColumn}) = ${email}`);
  if (phone) conditions.push(eq(phoneColumn, phone));
  return conditions.length > 0 ? or(...conditions)! : null;
}

function inquiriesOf(account: Account): SQL {
  const byContacts = sentBy(account, inquiries.email, inquiries.phone);
  const byAccount = eq(inquiries.userId, account.id);
  return byContacts ? or(byAccount, byContacts)! : byAccount;
}

function submissionsOf(account: Account) {
  return sentBy(account, propertyListings.ownerEmail, propertyListings.ownerPhone);
}

// ---------------------------------------------------------------- export

export type MyData = Awaited<ReturnType<typeof exportMyData>>;

/** Everything the site holds about the account, for "Download my data"; null when there is no such account. */
export async function exportMyData(userId: string) {
  const account = await findAccount(userId);
  if (!account) return null;
  const inquiryCondition = inquiriesOf(account);
  const submissionCondition = submissionsOf(account);
  const [preferences, favouriteRows, compareRows, recentRows, sessionRows, inquiryRows, submissionRows, searchRows] =
    await Promise.all([
      db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
      db
        .select({ propertyId: favorites.propertyId, title: properties.title, savedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(properties, eq(properties.id, favorites.propertyId))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt)),
      db
        .select({ propertyId: compareItems.propertyId, title: properties.title, addedAt: compareItems.addedAt })
        .from(compareItems)
        .innerJoin(properties, eq(properties.id, compareItems.propertyId))
        .where(eq(compareItems.userId, userId))
        .orderBy(asc(compareItems.addedAt)),
      db
        .select({
          propertyId: recentViews.propertyId,
          projectId: recentViews.projectId,
          propertyTitle: properties.title,
          projectTitle: projects.title,
          viewedAt: recentViews.viewedAt,
        })
        .from(recentViews)
        .leftJoin(properties, eq(properties.id, recentViews.propertyId))
        .leftJoin(projects, eq(projects.id, recentViews.projectId))
        .where(eq(recentViews.userId, userId))
        .orderBy(desc(recentViews.viewedAt)),
      db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.createdAt)),
      db.select().from(inquiries).where(inquiryCondition).orderBy(desc(inquiries.createdAt)),
      submissionCondition
        ? db.select().from(propertyListings).where(submissionCondition).orderBy(desc(propertyListings.createdAt))
        : Promise.resolve([]),
      savedSearchSummaries(userId),
    ]);
  // The reviews the account wrote, whatever their status (deleting the account deletes them).
  const reviewRows = await db
    .select({
      kind: reviews.itemKind,
      project: projects.title,
      locality: reviews.localitySlug,
      stars: reviews.stars,
      text: reviews.body,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
      writtenAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(projects, eq(projects.id, reviews.projectId))
    .where(eq(reviews.authorUserId, userId))
    .orderBy(desc(reviews.createdAt));
  const {
    userId: _owner,
    updatedAt: _updated,
    ...chosen
  } = preferences[0] ?? {
    userId: null,
    updatedAt: null,
    ...DEFAULT_NOTIFICATION_PREFERENCES,
  };
  const leads = inquiryRows.map((row) => ({
    type: row.inquiryType,
    name: row.name,
    email: row.email || null,
    phone: row.phone || null,
    subject: row.subject,
    message: row.message,
    about: row.referenceTitle,
    visitDate: row.visitDate,
    visitTime: row.visitTime,
    status: row.status,
    sentAt: row.createdAt,
  }));
  return {
    exportedAt: new Date(),
    profile: {
      name: account.name,
      email: account.email.endsWith(PHONE_ACCOUNT_DOMAIN) ? null : account.email,
      emailVerified: account.emailVerified,
      phoneNumber: account.phoneNumber,
      phoneNumberVerified: Boolean(account.phoneNumberVerified),
      role: account.role,
      createdAt: account.createdAt,
    },
    notificationPreferences: chosen,
    favourites: favouriteRows,
    compareList: compareRows,
    savedSearches: searchRows.map((search) => ({
      name: search.name,
      kind: search.kind,
      search: search.href,
      frequency: search.frequency,
      email: search.email,
      sms: search.sms,
      createdAt: search.createdAt,
    })),
    recentlyViewed: recentRows.map((row) =>
      row.propertyId !== null
        ? { kind: "property", id: row.propertyId, title: row.propertyTitle, viewedAt: row.viewedAt }
        : { kind: "project", id: row.projectId, title: row.projectTitle, viewedAt: row.viewedAt },
    ),
    inquiries: leads.filter((lead) => lead.type !== "site_visit"),
    siteVisits: leads.filter((lead) => lead.type === "site_visit"),
    reviews: reviewRows,
    submissions: submissionRows.map((row) => ({
      title: row.title,
      propertyType: row.propertyType,
      category: row.category,
      listingType: row.listingType,
      price: row.price,
      address: row.address,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
      area: row.area,
      ownerName: row.ownerName,
      ownerEmail: row.ownerEmail,
      ownerPhone: row.ownerPhone,
      status: row.status,
      submittedAt: row.createdAt,
    })),
    sessions: sessionRows,
  };
}

// ---------------------------------------------------------------- deletion

/** Administrators other than `userId` who can still sign in (not banned, or the ban ran out). */
async function otherActiveAdmins(userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(user)
    .where(
      and(
        eq(user.role, "admin"),
        ne(user.id, userId),
        or(isNull(user.banned), eq(user.banned, false), lt(user.banExpires, sql`now()`)),
      ),
    );
  return n;
}

/** Whether deleting the account would leave the site without an administrator. */
export async function isLastAdmin(userId: string): Promise<boolean> {
  const account = await findAccount(userId);
  return Boolean(account && account.role.split(",").includes("admin") && (await otherActiveAdmins(userId)) === 0);
}

export type DeleteOutcome =
  { ok: true; inquiries: number; submissions: number } | { ok: false; reason: "notFound" | "lastAdmin" };

/**
 * Deletes the account (its sessions go with it: every device is signed out)
 * and strips the person from the inquiries and submissions they sent. Checking
 * that the request really comes from the owner (password or code) is the
 * caller's job.
 */
export async function deleteAccount(userId: string): Promise<DeleteOutcome> {
  const account = await findAccount(userId);
  if (!account) return { ok: false, reason: "notFound" };
  if (await isLastAdmin(userId)) return { ok: false, reason: "lastAdmin" };
  const inquiryCondition = inquiriesOf(account);
  const submissionCondition = submissionsOf(account);
  const outcome = await db.transaction(async (tx) => {
    const sentInquiries = await tx
      .select({ id: inquiries.id, name: inquiries.name })
      .from(inquiries)
      .where(inquiryCondition);
    const sentSubmissions = submissionCondition
      ? await tx
          .select({ id: propertyListings.id, name: propertyListings.ownerName })
          .from(propertyListings)
          .where(submissionCondition)
      : [];
    if (sentInquiries.length > 0) {
      await tx
        .update(inquiries)
        .set({ name: DELETED_PERSON_NAME, email: "", phone: "", userId: null })
        .where(
          inArray(
            inquiries.id,
            sentInquiries.map((row) => row.id),
          ),
        );
    }
    if (sentSubmissions.length > 0) {
      await tx
        .update(propertyListings)
        .set({ ownerName: DELETED_PERSON_NAME, ownerEmail: "", ownerPhone: "" })
        .where(
          inArray(
            propertyListings.id,
            sentSubmissions.map((row) => row.id),
          ),
        );
    }
    await redactPersonInActivity(tx, {
      userId: account.id,
      names: [account.name, account.email, account.phoneNumber ?? ""],
      replacement: DELETED_PERSON_NAME,
      records: [
        ...sentInquiries.map((row) => ({ entityType: "inquiry", ...row })),
        ...sentSubmissions.map((row) => ({ entityType: "listing", ...row })),
      ],
    });
    const ratingsChanged = await removeReviewsOf(userId, tx);
    await tx.delete(user).where(eq(user.id, userId));
    return { ratingsChanged, inquiries: sentInquiries.length, submissions: sentSubmissions.length };
  });
  // Its approved reviews counted towards ratings shown on public pages (ADR 031's safe default: every page).
  if (outcome.ratingsChanged) await announceChange([EVERYTHING]);
  return { ok: true, inquiries: outcome.inquiries, submissions: outcome.submissions };
}
