/**
 * Public leads: contact messages, property and project inquiries, inquiries
 * sent from an agent's or builder's profile, and site-visit requests, all stored in the inquiries table with status 'new' for the admin
 * inbox. What a listing is called is read from the database, never taken from
 * the browser, so an inquiry cannot be filed against a made-up or hidden listing.
 */
import { and, eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { alertOffice } from "#app/domain/leads/office-alerts.server";
import { inquiries, projects, properties, supplierProfiles, type Inquiry } from "#app/platform/schema";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { recordInquiryLead } from "#app/domain/leads/owner-leads.server";
import { formatDate } from "#app/lib/format";
import { CONTACT_SUBJECTS } from "#app/lib/options";
import type { ContactInput, InquiryInput, SiteVisitInput } from "#app/lib/validation/leads";
import { formatPhone } from "#app/lib/phone";
import type { Locale } from "#app/i18n/locales";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";

export type NewInquiry =
  | ({ kind: "contact" } & ContactInput)
  | ({ kind: "reference" } & InquiryInput)
  | ({ kind: "site_visit" } & SiteVisitInput);

export type CreateInquiryResult =
  | { ok: true; inquiry: Inquiry }
  /** The property or project does not exist or is not shown on the site. */
  | { ok: false; reason: "reference_not_found" };

export type ReferenceType = "property" | "project" | "agent" | "builder";
/** `path`: its public page, without a language prefix. */
export type Reference = { type: ReferenceType; id: number; title: string; path: string };

/**
 * The active listing, or the approved agent's or builder's profile (by its id),
 * an inquiry is about, as the database has it.
 */
export async function findReference(type: ReferenceType, id: number): Promise<Reference | null> {
  if (type === "agent" || type === "builder") {
    const [row] = await db
      .select({ id: supplierProfiles.id, title: supplierProfiles.name, slug: supplierProfiles.slug })
      .from(supplierProfiles)
      .where(
        and(eq(supplierProfiles.id, id), eq(supplierProfiles.kind, type), eq(supplierProfiles.status, "approved")),
      );
    return row ? { type, id: row.id, title: row.title, path: `/${type}/${encodeURIComponent(row.slug)}` } : null;
  }
  const table = type === "property" ? properties : projects;
  const [row] = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.id, id), eq(table.active, true)));
  return row ? { type, id: row.id, title: row.title, path: `/${type}/${row.id}` } : null;
}

function subjectLabel(value: string) {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;
}

/** The sender's language in the office's (English) alert. */
const LANGUAGE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: "English", hi: "Hindi", mr: "Marathi" };

/**
 * Stores an inquiry sent from a page in `locale` (kept with it, so whoever
 * answers knows the sender's language; a signed-in sender's account takes it
 * for its later messages).
 */
export async function createInquiry(
  input: NewInquiry,
  actor: Actor | null = null,
  locale: Locale = "en",
): Promise<CreateInquiryResult> {
  let reference: Reference | null = null;
  if (input.kind === "reference") reference = await findReference(input.inquiryType, input.referenceId);
  if (input.kind === "site_visit") reference = await findReference("project", input.projectId);
  if (input.kind !== "contact" && !reference) return { ok: false, reason: "reference_not_found" };

  const values: typeof inquiries.$inferInsert =
    input.kind === "contact"
      ? {
          inquiryType: "contact",
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
        }
      : input.kind === "reference"
        ? {
            inquiryType: input.inquiryType,
            name: input.name,
            email: input.email,
            phone: input.phone,
            message: input.message,
            referenceId: String(reference!.id),
            referenceTitle: reference!.title,
          }
        : {
            // The visit form asks for no e-mail; the column holds '' rather than a guess.
            inquiryType: "site_visit",
            name: input.name,
            email: "",
            phone: input.phone,
            referenceId: String(reference!.id),
            referenceTitle: reference!.title,
            visitDate: input.date,
            visitTime: input.time,
          };

  const summary = describe(values);
  const inquiry = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ ...values, status: "new", userId: actor?.id ?? null, locale })
      .returning();
    await logActivity({ actor, action: "inquired", entityType: "inquiry", entityId: row.id, summary }, tx);
    if (reference?.type === "property") await recordInquiryLead(row, { propertyId: reference.id }, tx);
    if (reference?.type === "agent" || reference?.type === "builder")
      await recordInquiryLead(row, { supplierProfileId: reference.id }, tx);
    return row;
  });

  await rememberAccountLocale(actor?.id, locale);
  await alertOfficeAbout(inquiry, summary);
  return { ok: true, inquiry };
}

/** One line for the activity log and the e-mail subject. */
function describe(values: typeof inquiries.$inferInsert): string {
  switch (values.inquiryType) {
    case "contact":
      return `Contact message from ${values.name}: ${subjectLabel(values.subject ?? "")}`;
    case "site_visit":
      return `Site visit requested by ${values.name} for "${values.referenceTitle}" on ${formatDate(values.visitDate!)} at ${values.visitTime}`;
    default:
      return `Inquiry from ${values.name} about ${values.inquiryType} "${values.referenceTitle}"`;
  }
}

/** Tells the office by the channels switched on in the settings. */
async function alertOfficeAbout(inquiry: Inquiry, summary: string) {
  const lines = [
    summary,
    "",
    `Name: ${inquiry.name}`,
    `Phone: ${formatPhone(inquiry.phone)}`,
    inquiry.email ? `E-mail: ${inquiry.email}` : null,
    inquiry.locale !== "en" ? `Language: ${LANGUAGE_NAMES_IN_ENGLISH[inquiry.locale] ?? inquiry.locale}` : null,
    inquiry.subject ? `Subject: ${subjectLabel(inquiry.subject)}` : null,
    inquiry.visitDate ? `Preferred visit: ${formatDate(inquiry.visitDate)} at ${inquiry.visitTime}` : null,
    inquiry.message ? `Message: ${inquiry.message}` : null,
    "",
    `Open the inbox: ${env.publicUrl}/admin/inquiries`,
  ].filter((line): line is string => line !== null);
  await alertOffice({
    subject: `New lead: ${summary}`,
    text: lines.join("\n"),
    smsText: `New lead: ${summary}. Call ${formatPhone(inquiry.phone)}. ${env.publicUrl}/admin/inquiries`,
  });
}
