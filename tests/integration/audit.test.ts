/**
 * The audit trail: staff and owners' changes are recorded with who, when,
 * which item and the changed fields before and after; /admin/audit finds them
 * by person, item and date; old entries go after the retention period; a
 * deleted account's personal data leaves the entries about it.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { activityLog, properties } from "#app/platform/schema";
import { createUserAccount, changeRole, deleteUser } from "#app/domain/back-office/users.server";
import { findPropertyForAdmin, saveProperty } from "#app/domain/back-office/properties.server";
import { searchAudit } from "#app/domain/back-office/audit.server";
import { auditRetentionDays, enforceAuditRetention, fieldChanges, logActivity } from "#app/domain/site/activity.server";
import { deleteAccount, DELETED_PERSON_NAME } from "#app/domain/accounts/my-data.server";
import { changePrice } from "#app/domain/owners/owner-listings.server";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import { loader as auditLoader } from "#app/routes/admin/audit";

useTestDatabase();

let admin: { id: string; name: string };
let adminHeaders: Headers;

beforeAll(async () => {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: {
      email: "auditor@nivaas.test",
      password: "auditor-pass-2026",
      name: "Audit Admin",
      role: "admin",
      data: { emailVerified: true },
    },
  });
  admin = { id: created.user.id, name: created.user.name };
  const response = await auth.api.signInEmail({
    body: { email: "auditor@nivaas.test", password: "auditor-pass-2026" },
    asResponse: true,
  });
  adminHeaders = new Headers({
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  });
});

const property = {
  title: "Audit Test 2 BHK",
  type: "Residential",
  category: "Apartment",
  status: "sale",
  price: "12000000",
  location: "Andheri West, Mumbai",
  area: "900",
  bedrooms: "2",
  bathrooms: "2",
  description: "A flat to audit.",
  ownerName: "Owner",
  ownerContact: "9820000000",
  active: "on",
};

function saveOf(fields: Record<string, string>, target: { id: number; openedVersion: string } | null = null) {
  const checked = validateProperty({ ...property, ...fields, photoUrls: [] } as unknown as Parameters<
    typeof validateProperty
  >[0]);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return { target, fields: checked.data, photos: [] };
}

async function entriesAbout(entityType: string, entityId: string | number) {
  return db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, String(entityId)))
    .then((rows) => rows.filter((row) => row.entityType === entityType));
}

describe("audit trail", () => {
  it("records an admin's price change with the old and new price, and the audit screen shows it", async () => {
    const created = await saveProperty(saveOf({}), admin);
    if (!created.ok) throw new Error("not created");
    const before = (await findPropertyForAdmin(created.id))!;
    const edited = await saveProperty(
      saveOf({ price: "11500000" }, { id: created.id, openedVersion: before.updatedAt.toISOString() }),
      admin,
    );
    expect(edited.ok).toBe(true);

    const entries = await entriesAbout("property", created.id);
    const update = entries.find((entry) => entry.action === "updated")!;
    expect(update).toMatchObject({ actorId: admin.id, actorName: "Audit Admin" });
    // Only what changed, with both values.
    expect(update.changes).toEqual({ price: { before: 12_000_000, after: 11_500_000 } });
    expect(update.createdAt).toBeInstanceOf(Date);

    const found = await searchAudit({ person: "audit admin", itemType: "property", itemId: String(created.id) });
    expect(found.rows.map((row) => row.action)).toEqual(["updated", "created"]);

    const page = (await auditLoader({
      request: new Request(`http://127.0.0.1/admin/audit?type=property&item=${created.id}`),
    } as never)) as Awaited<ReturnType<typeof auditLoader>>;
    expect(page.rows[0].changes).toEqual({ price: { before: 12_000_000, after: 11_500_000 } });
    expect(page.rows[0].actorName).toBe("Audit Admin");
  });

  it("records an admin deleting a user, and takes the person's data out of the older entries", async () => {
    const made = await createUserAccount(admin, adminHeaders, {
      name: "Gone Soon",
      email: "gone-soon@example.in",
      phone: "9820077777",
      password: "gone-soon-pass-1",
      role: "user",
    });
    if (!made.ok) throw new Error(made.error);
    expect(await changeRole(admin, adminHeaders, made.userId, "agent")).toMatchObject({ ok: true });
    const [roleEntry] = (await entriesAbout("user", made.userId)).filter((entry) => entry.action === "role_changed");
    expect(roleEntry.changes).toEqual({ role: { before: "user", after: "agent" } });

    expect(await deleteUser(admin, adminHeaders, made.userId)).toMatchObject({ ok: true });
    const entries = await entriesAbout("user", made.userId);
    const deletion = entries.find((entry) => entry.action === "deleted")!;
    expect(deletion).toMatchObject({ actorId: admin.id, actorName: "Audit Admin", entityId: made.userId });
    expect(deletion.summary).toBe("Deleted the account of Gone Soon");
    for (const older of entries.filter((entry) => entry.action !== "deleted")) {
      expect(older.summary).not.toContain("Gone Soon");
      expect(older.changes).toBeNull();
    }
    const found = await searchAudit({ itemType: "user", itemId: made.userId });
    expect(found.rows[0]).toMatchObject({ action: "deleted", actorName: "Audit Admin" });
  });

  it("records an owner's price change on their listing", async () => {
    const auth = await getAuth();
    const owner = await auth.api.createUser({
      body: { email: "audit-owner@nivaas.test", password: "owner-pass-2026", name: "Audit Owner", role: "user" },
    });
    const [row] = await db
      .insert(properties)
      .values({
        title: "Owner's flat",
        type: "Residential",
        category: "Apartment",
        price: 9_000_000,
        location: "Thane",
        area: 700,
        description: "A flat",
        status: "sale",
        ownerName: "Audit Owner",
        ownerContact: "9820012345",
        ownerUserId: owner.user.id,
      })
      .returning();
    const scope = { userId: owner.user.id, name: "Audit Owner", staff: false };
    expect(await changePrice(scope, row.id, 8_500_000, row.updatedAt.toISOString())).toEqual({ ok: true });
    const [entry] = await entriesAbout("property", row.id);
    expect(entry).toMatchObject({ actorId: owner.user.id, actorName: "Audit Owner" });
    expect(entry.changes).toEqual({ price: { before: 9_000_000, after: 8_500_000 } });

    // Deleting the account: the owner's entries keep what changed, without the owner's name.
    expect(await deleteAccount(owner.user.id)).toMatchObject({ ok: true });
    const [after] = await entriesAbout("property", row.id);
    expect(after.actorName).toBe(DELETED_PERSON_NAME);
    const byPerson = await searchAudit({ person: "Audit Owner" });
    expect(byPerson.rows.filter((r) => r.entityId === String(row.id))).toHaveLength(0);
  });

  it("filters by date in India's calendar", async () => {
    await logActivity({
      actor: admin,
      action: "imported",
      entityType: "import",
      entityId: 1,
      summary: "Imported 3 listings",
    });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const inRange = await searchAudit({ itemType: "import", from: today, to: today });
    expect(inRange.rows.map((r) => r.summary)).toContain("Imported 3 listings");
    const before = await searchAudit({ itemType: "import", to: "2020-01-01" });
    expect(before.total).toBe(0);
  });

  it("keeps entries for the retention period (two years unless AUDIT_RETENTION_DAYS says otherwise)", async () => {
    expect(auditRetentionDays(undefined)).toBe(730);
    expect(auditRetentionDays("90")).toBe(90);
    expect(auditRetentionDays("nonsense")).toBe(730);
    await logActivity({ actor: admin, action: "updated", entityType: "settings", summary: "Old change" });
    await db
      .update(activityLog)
      .set({ createdAt: new Date(Date.now() - 800 * 24 * 60 * 60 * 1000) })
      .where(eq(activityLog.summary, "Old change"));
    await logActivity({ actor: admin, action: "updated", entityType: "settings", summary: "Recent change" });
    expect(await enforceAuditRetention()).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(activityLog)).map((row) => row.summary);
    expect(left).not.toContain("Old change");
    expect(left).toContain("Recent change");
  });

  it("compares values as stored: dates as ISO text, unchanged fields left out", () => {
    const at = new Date("2026-11-26T10:00:00Z");
    expect(
      fieldChanges({ price: 1, title: "a", listedUntil: at }, { price: 2, title: "a", listedUntil: new Date(at) }),
    ).toEqual({ price: { before: 1, after: 2 } });
    expect(fieldChanges(null, { title: "new", note: undefined })).toEqual({ title: { before: null, after: "new" } });
  });
});
