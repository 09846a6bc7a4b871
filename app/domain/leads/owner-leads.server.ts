/**
 * Leads of an owner's (or agent's) listings: inquiries and site-visit
 * requests about a property they own, and phone-number reveals by signed-in
 * visitors. An agent's or builder's public profile brings the same two kinds
 * of lead (its inquiry form and its phone reveal), recorded against the
 * profile instead of a listing, under the same rules and limits. A lead is recorded in the transaction that records the inquiry
 * or reveal, together with the job that tells the owner about it; the job
 * marks the lead notified before sending, so each lead causes at most one
 * message (by e-mail, and by SMS when the owner chose it in their preferences).
 */
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { defineJob, enqueueJob } from "#app/platform/jobs.server";
import { notify } from "#app/platform/notifier.server";
import { emailsT, siteLink, storedLocale, type EmailsT } from "#app/domain/accounts/message-locale.server";
import { inquiries, listingLeads, properties, supplierProfiles, user, type Inquiry } from "#app/platform/schema";
import { preferencesOf } from "#app/domain/seekers/notification-preferences.server";
import { smsNumber } from "#app/domain/leads/office-alerts.server";
import { formatsFor } from "#app/lib/format";
import { formatPhone } from "#app/lib/phone";
import type { LeadKind, LeadStatus } from "#app/lib/owner-listings";
import type { Locale } from "#app/i18n/locales";

export const LEAD_NOTIFY_JOB = "owner.lead-notify";
/** Reveals per account per day. */
export const DAILY_REVEAL_LIMIT = 30;
export const REVEAL_LIMIT_MESSAGE = `You have viewed ${DAILY_REVEAL_LIMIT} phone numbers today, the most allowed in a day. Please try again tomorrow, or send an inquiry instead.`;

type NewLead = Omit<
  typeof listingLeads.$inferInsert,
  "ownerUserId" | "id" | "status" | "notifiedAt" | "propertyId" | "supplierProfileId"
>;

/** What a lead is about: a listing, or an agent's or builder's public profile. */
export type LeadSubject = { propertyId: number } | { supplierProfileId: number };

function subjectColumns(subject: LeadSubject) {
  return "propertyId" in subject
    ? { propertyId: subject.propertyId, supplierProfileId: null }
    : { propertyId: null, supplierProfileId: subject.supplierProfileId };
}

/** Who hears about a lead: the listing's owner, or the profile's account (null: an office listing). */
async function ownerOf(subject: LeadSubject, executor: Database): Promise<string | null> {
  if ("supplierProfileId" in subject) {
    const [row] = await executor
      .select({ userId: supplierProfiles.userId })
      .from(supplierProfiles)
      .where(eq(supplierProfiles.id, subject.supplierProfileId));
    return row?.userId ?? null;
  }
  const [row] = await executor
    .select({ ownerUserId: properties.ownerUserId })
    .from(properties)
    .where(eq(properties.id, subject.propertyId));
  return row?.ownerUserId ?? null;
}

/** Records a lead for the owner (none when nobody owns the listing) and queues the owner's message. */
async function recordLead(subject: LeadSubject, lead: NewLead, executor: Database): Promise<number | null> {
  const ownerUserId = await ownerOf(subject, executor);
  if (!ownerUserId) return null;
  const [row] = await executor
    .insert(listingLeads)
    .values({ ...lead, ...subjectColumns(subject), ownerUserId })
    .returning({ id: listingLeads.id });
  await enqueueJob(LEAD_NOTIFY_JOB, { leadId: row.id }, { executor });
  return row.id;
}

/**
 * An inquiry or site visit about a property, or an inquiry sent from a
 * profile, as stored (inquiries.server.ts calls this in its transaction).
 */
export async function recordInquiryLead(inquiry: Inquiry, subject: LeadSubject, executor: Database): Promise<void> {
  await recordLead(
    subject,
    {
      kind: inquiry.inquiryType === "site_visit" ? "site_visit" : "inquiry",
      inquiryId: inquiry.id,
      name: inquiry.name,
      phone: inquiry.phone,
      email: inquiry.email,
      message: inquiry.message,
      visitDate: inquiry.visitDate,
      visitTime: inquiry.visitTime,
    },
    executor,
  );
}

export type Visitor = { id: string; name: string; email: string; phoneNumber: string | null };

export type RevealResult =
  { ok: true; phone: string } | { ok: false; reason: "not_found" } | { ok: false; reason: "limit"; message: string };

/** The number a reveal shows: the active listing's contact, or the approved profile's account phone. */
async function phoneOf(subject: LeadSubject): Promise<string | null> {
  if ("supplierProfileId" in subject) {
    const [row] = await db
      .select({ phone: user.phoneNumber })
      .from(supplierProfiles)
      .innerJoin(user, eq(user.id, supplierProfiles.userId))
      .where(and(eq(supplierProfiles.id, subject.supplierProfileId), eq(supplierProfiles.status, "approved")));
    return row?.phone || null;
  }
  const [row] = await db
    .select({ phone: properties.ownerContact })
    .from(properties)
    .where(and(eq(properties.id, subject.propertyId), eq(properties.active, true)));
  return row?.phone ?? null;
}

/**
 * A signed-in visitor asks for a listing's (or a profile's) number. The first
 * reveal of it by an account in a day is a lead and counts toward the daily
 * limit, which listings and profiles share; asking again the same day shows
 * the number without another lead.
 */
export async function revealPhone(visitor: Visitor, subject: LeadSubject, now = new Date()): Promise<RevealResult> {
  const phone = await phoneOf(subject);
  if (!phone) return { ok: false, reason: "not_found" };
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const sameSubject =
    "propertyId" in subject
      ? eq(listingLeads.propertyId, subject.propertyId)
      : eq(listingLeads.supplierProfileId, subject.supplierProfileId);
  return db.transaction(async (tx) => {
    // One account's reveals are counted one at a time, so parallel requests cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-reveal:${visitor.id}`}))`);
    const [again] = await tx
      .select({ id: listingLeads.id })
      .from(listingLeads)
      .where(
        and(
          eq(listingLeads.visitorUserId, visitor.id),
          eq(listingLeads.kind, "phone_reveal"),
          sameSubject,
          gte(listingLeads.createdAt, since),
        ),
      )
      .limit(1);
    if (again) return { ok: true as const, phone };
    const [{ reveals }] = await tx
      .select({ reveals: count() })
      .from(listingLeads)
      .where(
        and(
          eq(listingLeads.visitorUserId, visitor.id),
          eq(listingLeads.kind, "phone_reveal"),
          gte(listingLeads.createdAt, since),
        ),
      );
    if (reveals >= DAILY_REVEAL_LIMIT)
      return { ok: false as const, reason: "limit" as const, message: REVEAL_LIMIT_MESSAGE };
    const ownerUserId = await ownerOf(subject, tx);
    // An owner looking at their own number is no lead.
    if (ownerUserId === visitor.id) return { ok: true as const, phone };
    const [lead] = await tx
      .insert(listingLeads)
      .values({
        ...subjectColumns(subject),
        ownerUserId,
        kind: "phone_reveal",
        visitorUserId: visitor.id,
        name: visitor.name,
        phone: visitor.phoneNumber ?? "",
        email: visitor.email,
      })
      .returning({ id: listingLeads.id });
    if (ownerUserId) await enqueueJob(LEAD_NOTIFY_JOB, { leadId: lead.id }, { executor: tx });
    return { ok: true as const, phone };
  });
}

/** A reveal of a listing's number (the property page's). */
export function revealPropertyPhone(visitor: Visitor, propertyId: number, now = new Date()): Promise<RevealResult> {
  return revealPhone(visitor, { propertyId }, now);
}

// ---------------------------------------------------------------- the owner's Leads tab

export type OwnerLead = {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  phone: string;
  email: string;
  message: string | null;
  visitDate: string | null;
  visitTime: string | null;
  /** What the lead asked about: a listing's title and page, or the owner's own profile's name and page. */
  aboutTitle: string;
  aboutPath: string;
  createdAt: string;
};

export async function listOwnerLeads(userId: string, status?: LeadStatus): Promise<OwnerLead[]> {
  const rows = await db
    .select({
      id: listingLeads.id,
      kind: listingLeads.kind,
      status: listingLeads.status,
      name: listingLeads.name,
      phone: listingLeads.phone,
      email: listingLeads.email,
      message: listingLeads.message,
      visitDate: listingLeads.visitDate,
      visitTime: listingLeads.visitTime,
      propertyId: listingLeads.propertyId,
      propertyTitle: properties.title,
      profileKind: supplierProfiles.kind,
      profileSlug: supplierProfiles.slug,
      profileName: supplierProfiles.name,
      createdAt: listingLeads.createdAt,
    })
    .from(listingLeads)
    .leftJoin(properties, eq(properties.id, listingLeads.propertyId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.id, listingLeads.supplierProfileId))
    .where(
      and(
        eq(listingLeads.ownerUserId, userId),
        // Still theirs: a listing that changed hands, or a profile of another account, is not shown.
        sql`(${properties.ownerUserId} = ${userId} or ${supplierProfiles.userId} = ${userId})`,
        status ? eq(listingLeads.status, status) : undefined,
      ),
    )
    .orderBy(desc(listingLeads.createdAt), desc(listingLeads.id))
    .limit(500);
  return rows.map(({ propertyId, propertyTitle, profileKind, profileSlug, profileName, ...row }) => ({
    ...row,
    kind: row.kind as LeadKind,
    status: row.status as LeadStatus,
    aboutTitle: propertyTitle ?? profileName ?? "",
    aboutPath:
      propertyId !== null ? `/property/${propertyId}` : `/${profileKind}/${encodeURIComponent(profileSlug ?? "")}`,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Sets a lead's status; false when the lead is not one of this owner's. */
export async function setLeadStatus(userId: string, leadId: number, status: LeadStatus): Promise<boolean> {
  const rows = await db
    .update(listingLeads)
    .set({ status })
    .where(and(eq(listingLeads.id, leadId), eq(listingLeads.ownerUserId, userId)))
    .returning({ id: listingLeads.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- telling the owner

type Lead = typeof listingLeads.$inferSelect;

/** The lead's kind in the message's language ("Inquiry", "Site visit request", …). */
function kindLabel(lead: Lead, t: EmailsT): string {
  return t(`lead.kind.${lead.kind as LeadKind}`);
}

/**
 * The lead, in the owner's language. An inquiry sent from a Hindi or Marathi
 * page says so, so the owner can answer in that language.
 */
function leadText(lead: Lead, title: string, senderLocale: Locale, locale: Locale, t: EmailsT): string {
  const lines = [
    t("lead.about", { kind: kindLabel(lead, t), title }),
    "",
    t("lead.name", { name: lead.name }),
    lead.phone ? t("lead.phone", { phone: formatPhone(lead.phone) }) : null,
    lead.email ? t("lead.email", { email: lead.email }) : null,
    senderLocale !== "en" ? t("lead.language", { language: t(`language.${senderLocale}`) }) : null,
    lead.visitDate
      ? t("lead.visit", { date: formatsFor(locale).date(lead.visitDate), time: lead.visitTime ?? "" })
      : null,
    lead.message ? t("lead.message", { message: lead.message }) : null,
    "",
    t("lead.seeAll", { link: siteLink(locale, "/my-listings/leads") }),
  ];
  return lines.filter((line): line is string => line !== null).join("\n");
}

/** The language the lead's inquiry was sent in (English for a phone reveal). */
async function senderLocaleOf(lead: Lead): Promise<Locale> {
  if (lead.inquiryId === null) return "en";
  const [row] = await db.select({ locale: inquiries.locale }).from(inquiries).where(eq(inquiries.id, lead.inquiryId));
  return storedLocale(row?.locale);
}

async function notifyOwner({ leadId }: { leadId: number }): Promise<void> {
  // Marked before sending: a crash after this point loses the message rather than sending it twice.
  const [lead] = await db
    .update(listingLeads)
    .set({ notifiedAt: new Date() })
    .where(and(eq(listingLeads.id, leadId), sql`${listingLeads.notifiedAt} is null`))
    .returning();
  if (!lead?.ownerUserId) return;
  const [owner] = await db
    .select({
      email: user.email,
      phone: user.phoneNumber,
      locale: user.locale,
      propertyTitle: properties.title,
      profileName: supplierProfiles.name,
    })
    .from(user)
    .leftJoin(properties, eq(properties.id, sql`${lead.propertyId}`))
    .leftJoin(supplierProfiles, eq(supplierProfiles.id, sql`${lead.supplierProfileId}`))
    .where(eq(user.id, lead.ownerUserId));
  if (!owner) return;
  const preferences = await preferencesOf(lead.ownerUserId);
  // In the owner's language, with links to that language's pages.
  const locale = storedLocale(owner.locale);
  const t = await emailsT(locale);
  // A profile's lead is about the profile itself: its name stands where a listing's title would.
  const title = owner.propertyTitle ?? owner.profileName ?? "";
  if (preferences.leadsEmail) {
    await notify({
      channel: "email",
      to: owner.email,
      subject: t("lead.subject", { kind: kindLabel(lead, t), name: lead.name, title }),
      text: leadText(lead, title, await senderLocaleOf(lead), locale, t),
    });
  }
  const sms = owner.phone ? smsNumber(owner.phone) : null;
  if (preferences.leadsSms && sms) {
    await notify({
      channel: "sms",
      to: sms,
      text: t("lead.sms", {
        title,
        who: lead.phone ? `${lead.name}, ${formatPhone(lead.phone)}` : lead.name,
        link: siteLink(locale, "/my-listings/leads"),
      }),
    });
  }
}

defineJob(LEAD_NOTIFY_JOB, notifyOwner);
