/**
 * Agents and builders: an account asks to be listed as one (with its MahaRERA
 * registration), staff check the registration and approve or reject, and an
 * approved account has a public profile with the "Verified by Nivaas" badge.
 *
 * - An agent's listings are the active properties their account owns
 *   (`properties.owner_user_id`): the listings they put on Nivaas themselves.
 * - A builder's projects are the active projects whose RERA number is one of
 *   the project registrations the builder gave, so a project is attributed
 *   only to the builder its registration names.
 * - Approving an agent whose role is `user` makes them an `agent` (through
 *   better-auth's admin plugin, as the Users screen does).
 * - Caches (ADR 031): a profile page shows listings that any catalogue change
 *   may add or remove, so it records `everything`, and its own key
 *   (`supplier-<id>`, ./supplier-keys.ts), which every "Listed by" line records
 *   too: a logo change announces only that key. A staff decision changes the
 *   profile and the "Listed by" line of every page of theirs, and is rare, so
 *   it announces `everything`.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { changeRole } from "#app/domain/back-office/users.server";
import { pagePropertyCardsWhere } from "#app/domain/catalogue/properties.server";
import { pageProjectSummariesWhere } from "#app/domain/catalogue/projects.server";
import { emailsT, siteLink, storedLocale } from "#app/domain/accounts/message-locale.server";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { db } from "#app/platform/db.server";
import { EVERYTHING, recordShown } from "#app/platform/change-keys.server";
import { announceChange } from "#app/platform/data-changes.server";
import { notify } from "#app/platform/notifier.server";
import {
  projects,
  properties,
  supplierProfiles,
  user,
  type SupplierLogo,
  type SupplierProfile,
} from "#app/platform/schema";
import { supplierKey } from "./supplier-keys";
import { PROFILE_PAGE_SIZE } from "#app/lib/options";
import { type SupplierKind, type SupplierRequest, type SupplierStatus } from "#app/lib/validation/supplier";

export type { SupplierStatus };

/** "Shah & Sons Realty" → "shah-sons-realty"; Devanagari letters are kept (URLs carry them percent-encoded). */
export function profileSlug(name: string): string {
  const slug = name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "profile";
}

/** A slug of `name` no other profile of this kind has: "name", then "name-2", "name-3"… */
async function freeSlug(kind: SupplierKind, name: string, ownId: number | null): Promise<string> {
  const base = profileSlug(name);
  const taken = await db
    .select({ id: supplierProfiles.id, slug: supplierProfiles.slug })
    .from(supplierProfiles)
    .where(
      and(
        eq(supplierProfiles.kind, kind),
        sql`(${supplierProfiles.slug} = ${base} or ${supplierProfiles.slug} like ${`${base}-%`})`,
      ),
    );
  const used = new Set(taken.filter((row) => row.id !== ownId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The account's own request or profile, whatever its status (the request form shows it). */
export async function supplierProfileOf(userId: string): Promise<SupplierProfile | null> {
  const [row] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId));
  return row ?? null;
}

export type RequestOutcome = "requested" | "alreadyRequested" | "alreadyApproved";

/**
 * Files the account's request. A pending or approved one is not replaced; a
 * rejected one may be sent again with corrected details (it is pending again).
 */
export async function requestSupplierProfile(userId: string, input: SupplierRequest): Promise<RequestOutcome> {
  const existing = await supplierProfileOf(userId);
  if (existing?.status === "approved") return "alreadyApproved";
  if (existing?.status === "pending") return "alreadyRequested";
  const values = {
    kind: input.kind,
    name: input.name,
    slug: await freeSlug(input.kind, input.name, existing?.id ?? null),
    reraNumber: input.reraNumber,
    reraProjects: input.reraProjects,
    areasServed: input.areasServed,
    about: input.about,
    status: "pending",
    reviewNote: null,
    reviewedBy: null,
    reviewedAt: null,
  };
  if (existing) {
    await db.update(supplierProfiles).set(values).where(eq(supplierProfiles.id, existing.id));
  } else {
    // Two tabs sending at once: the unique index on user_id keeps one.
    await db
      .insert(supplierProfiles)
      .values({ ...values, userId })
      .onConflictDoNothing();
  }
  return "requested";
}

export type SupplierRequestRow = SupplierProfile & { accountName: string; accountEmail: string; accountRole: string };

/** The back-office list: requests and profiles with the status asked for, newest first. */
export async function listSupplierRequests(status: SupplierStatus): Promise<SupplierRequestRow[]> {
  const rows = await db
    .select({ profile: supplierProfiles, accountName: user.name, accountEmail: user.email, accountRole: user.role })
    .from(supplierProfiles)
    .innerJoin(user, eq(user.id, supplierProfiles.userId))
    .where(eq(supplierProfiles.status, status))
    .orderBy(desc(supplierProfiles.createdAt), desc(supplierProfiles.id))
    .limit(200);
  return rows.map((row) => ({ ...row.profile, ...row, profile: undefined }) as SupplierRequestRow);
}

export async function supplierRequestCounts(): Promise<Record<SupplierStatus, number>> {
  const rows = await db
    .select({ status: supplierProfiles.status, total: count() })
    .from(supplierProfiles)
    .groupBy(supplierProfiles.status);
  const counts: Record<SupplierStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as SupplierStatus] = row.total;
  return counts;
}

export type ReviewResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * Staff approve or reject a pending request (approving an approved one, or
 * rejecting it later, takes the badge away: `reject` works on approved
 * profiles too). The account is told by e-mail in its language.
 */
export async function reviewSupplierRequest(
  actor: Actor,
  headers: Headers,
  id: number,
  decision: "approve" | "reject",
  note: string | null,
): Promise<ReviewResult> {
  const [row] = await db
    .select({ profile: supplierProfiles, role: user.role, email: user.email, locale: user.locale })
    .from(supplierProfiles)
    .innerJoin(user, eq(user.id, supplierProfiles.userId))
    .where(eq(supplierProfiles.id, id));
  if (!row) return { ok: false, error: "This request no longer exists." };
  const { profile } = row;
  const status: SupplierStatus = decision === "approve" ? "approved" : "rejected";
  if (profile.status === status) return { ok: false, error: `This profile is already ${status}.` };
  if (decision === "approve" && profile.status !== "pending")
    return { ok: false, error: "Only a pending request can be approved." };
  if (decision === "approve" && profile.kind === "agent" && row.role === "user") {
    const promoted = await changeRole(actor, headers, profile.userId, "agent");
    if (!promoted.ok) return { ok: false, error: promoted.error };
  }
  await db
    .update(supplierProfiles)
    .set({ status, reviewNote: note, reviewedBy: actor.name, reviewedAt: new Date() })
    .where(eq(supplierProfiles.id, id));
  await announceChange([EVERYTHING]);
  await logActivity({
    actor,
    action: decision === "approve" ? "supplier_approved" : "supplier_rejected",
    entityType: "user",
    entityId: profile.userId,
    summary: `${decision === "approve" ? "Verified" : "Rejected"} ${profile.kind} ${profile.name}`,
  });
  const locale = storedLocale(row.locale);
  const t = await emailsT(locale);
  const path = `/${profile.kind}/${encodeURIComponent(profile.slug)}`;
  await notify({
    channel: "email",
    to: row.email,
    subject: t(decision === "approve" ? "supplier.approvedSubject" : "supplier.rejectedSubject"),
    text:
      decision === "approve"
        ? t("supplier.approvedText", { name: profile.name, link: siteLink(locale, path) })
        : t("supplier.rejectedText", {
            name: profile.name,
            note: note ?? "",
            link: siteLink(locale, "/account/professional"),
          }),
  });
  return {
    ok: true,
    message: `${profile.name} ${decision === "approve" ? "is verified" : "was rejected"}.`,
  };
}

/** An approved profile as its public page shows it, or null (unknown, pending or rejected). */
export async function publicSupplierProfile(kind: SupplierKind, slug: string) {
  const [row] = await db
    .select({ profile: supplierProfiles, memberSince: user.createdAt, phone: user.phoneNumber })
    .from(supplierProfiles)
    .innerJoin(user, eq(user.id, supplierProfiles.userId))
    .where(
      and(eq(supplierProfiles.kind, kind), eq(supplierProfiles.slug, slug), eq(supplierProfiles.status, "approved")),
    );
  if (!row) return null;
  recordShown([EVERYTHING, supplierKey(row.profile.id)]);
  const { profile } = row;
  return {
    id: profile.id,
    logo: profile.logo,
    kind: profile.kind as SupplierKind,
    slug: profile.slug,
    name: profile.name,
    reraNumber: profile.reraNumber,
    reraProjects: profile.reraProjects,
    areasServed: profile.areasServed,
    about: profile.about,
    userId: profile.userId,
    /** The account's number, which buyers reveal through the masked-phone flow (never sent to a page whole). */
    phone: row.phone || null,
    memberSince: row.memberSince,
  };
}

export type PublicSupplierProfile = NonNullable<Awaited<ReturnType<typeof publicSupplierProfile>>>;

/** "Listed for sale" / "for rent" on an agent's profile: the status filter of their listings. */
export type ListingStatusFilter = "all" | "sale" | "rent";

/** A page of an agent's active listings, optionally only those for sale or for rent. */
export function agentListings(profile: PublicSupplierProfile, status: ListingStatusFilter, page: number) {
  const conditions: SQL[] = [eq(properties.ownerUserId, profile.userId)];
  if (status !== "all") conditions.push(eq(properties.status, status));
  return pagePropertyCardsWhere(and(...conditions)!, page, PROFILE_PAGE_SIZE);
}

/** A page of a builder's active projects (those registered under the numbers they gave). */
export function builderProjects(profile: PublicSupplierProfile, page: number) {
  if (profile.reraProjects.length === 0) return Promise.resolve({ rows: [], total: 0 });
  return pageProjectSummariesWhere(inArray(projects.reraNumber, profile.reraProjects), page, PROFILE_PAGE_SIZE);
}

export type ListedBy = { kind: SupplierKind; slug: string; name: string; logo: SupplierLogo | null };

const listedByColumns = {
  id: supplierProfiles.id,
  kind: supplierProfiles.kind,
  slug: supplierProfiles.slug,
  name: supplierProfiles.name,
  logo: supplierProfiles.logo,
};

function listedBy(row: { id: number; kind: string; slug: string; name: string; logo: SupplierLogo | null }): ListedBy {
  // The page shows their name and logo: a change of either drops it (ADR 031).
  recordShown([supplierKey(row.id)]);
  return { kind: row.kind as SupplierKind, slug: row.slug, name: row.name, logo: row.logo };
}

/** The verified agent who listed a property, if its owner is one. */
export async function listedByOfProperty(propertyId: number): Promise<ListedBy | null> {
  const [row] = await db
    .select(listedByColumns)
    .from(properties)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, properties.ownerUserId))
    .where(and(eq(properties.id, propertyId), eq(supplierProfiles.status, "approved")));
  return row ? listedBy(row) : null;
}

/** The verified builder whose project registrations include this RERA number. */
export async function listedByOfProject(reraNumber: string | null): Promise<ListedBy | null> {
  if (!reraNumber) return null;
  const [row] = await db
    .select(listedByColumns)
    .from(supplierProfiles)
    .where(
      and(
        eq(supplierProfiles.kind, "builder"),
        eq(supplierProfiles.status, "approved"),
        sql`${reraNumber.trim().toUpperCase()} = any(${supplierProfiles.reraProjects})`,
      ),
    )
    .orderBy(supplierProfiles.id)
    .limit(1);
  return row ? listedBy(row) : null;
}

/** Approved profiles, for the sitemap. */
export async function approvedSupplierPaths(): Promise<string[]> {
  const rows = await db
    .select({ kind: supplierProfiles.kind, slug: supplierProfiles.slug })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.status, "approved"));
  return rows.map((row) => `/${row.kind}/${encodeURIComponent(row.slug)}`);
}
