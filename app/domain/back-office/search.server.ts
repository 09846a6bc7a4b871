/**
 * The admin search: one search across properties, projects, submissions and
 * inquiries (by title, name, e-mail or phone), for the top bar's search box.
 */
import { desc, or, sql, type Column, type SQL } from "drizzle-orm";
import { containsPattern, db } from "#app/platform/db.server";
import { inquiries, projects, properties, propertyListings } from "#app/platform/schema";
import { anyColumnContains } from "#app/domain/back-office/lists.server";
import { nationalNumber } from "#app/lib/phone";

const PER_KIND = 8;

export type SearchResults = Awaited<ReturnType<typeof adminSearch>>;

export async function adminSearch(rawTerm: string) {
  const term = rawTerm.trim().slice(0, 100);
  if (term.length < 2) return { term, properties: [], projects: [], submissions: [], inquiries: [], total: 0 };
  // A whole phone number in any accepted form ("+91 98200 12345", "098200 12345") is searched by its ten digits.
  const digits = nationalNumber(term) ?? term.replace(/\D/g, "");
  const phoneDigits = digits.length >= 4 && /^[\d\s+\-()]+$/.test(term) ? digits : null;
  /** The term in any of the text columns, or (typed as a phone number) its digits in the phone. */
  const matching = (textColumns: Column[], phone: Column | SQL) =>
    or(
      anyColumnContains(textColumns, term),
      // Older rows may hold other shapes (+91 98200 00000): compare digits.
      phoneDigits ? sql`regexp_replace(${phone}, '\\D', '', 'g') like ${containsPattern(phoneDigits)}` : undefined,
    );

  const [propertyRows, projectRows, submissionRows, inquiryRows] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        location: properties.location,
        ownerName: properties.ownerName,
        ownerContact: properties.ownerContact,
        active: properties.active,
        type: properties.type,
      })
      .from(properties)
      .where(matching([properties.title, properties.ownerName, properties.location], properties.ownerContact))
      .orderBy(desc(properties.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: projects.id,
        title: projects.title,
        developer: projects.developer,
        location: projects.location,
        active: projects.active,
      })
      .from(projects)
      .where(
        matching(
          [projects.title, projects.developer, projects.location, projects.reraNumber],
          sql`coalesce(${projects.developerContact}, '')`,
        ),
      )
      .orderBy(desc(projects.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: propertyListings.id,
        title: propertyListings.title,
        ownerName: propertyListings.ownerName,
        ownerEmail: propertyListings.ownerEmail,
        ownerPhone: propertyListings.ownerPhone,
        city: propertyListings.city,
        status: propertyListings.status,
      })
      .from(propertyListings)
      .where(
        matching(
          [propertyListings.title, propertyListings.ownerName, propertyListings.ownerEmail, propertyListings.city],
          propertyListings.ownerPhone,
        ),
      )
      .orderBy(desc(propertyListings.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        email: inquiries.email,
        phone: inquiries.phone,
        inquiryType: inquiries.inquiryType,
        referenceTitle: inquiries.referenceTitle,
        status: inquiries.status,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(matching([inquiries.name, inquiries.email, inquiries.referenceTitle, inquiries.subject], inquiries.phone))
      .orderBy(desc(inquiries.createdAt))
      .limit(PER_KIND),
  ]);
  return {
    term,
    properties: propertyRows,
    projects: projectRows,
    submissions: submissionRows,
    inquiries: inquiryRows,
    total: propertyRows.length + projectRows.length + submissionRows.length + inquiryRows.length,
  };
}
