process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { inquiries, properties, session, user } from "#app/platform/schema";
import {
  changeRole,
  createUserAccount,
  deleteUser,
  listUsers,
  setActive,
  userStats,
} from "#app/domain/back-office/users.server";
import { parseNewUserForm } from "#app/lib/validation/admin-users";

useTestDatabase();

async function signIn(email: string, password: string): Promise<Headers> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Headers({ cookie });
}

let adminHeaders: Headers;
let admin: { id: string; name: string };

beforeAll(async () => {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: {
      email: "boss@nivaas.test",
      password: "boss-pass-2026",
      name: "Boss Admin",
      role: "admin",
      data: { emailVerified: true },
    },
  });
  admin = { id: created.user.id, name: created.user.name };
  adminHeaders = await signIn("boss@nivaas.test", "boss-pass-2026");
});

describe("users admin", () => {
  it("adds a real account that can sign in, with the chosen role and phone", async () => {
    const result = await createUserAccount(admin, adminHeaders, {
      name: "Priya Agent",
      email: "priya@example.in",
      phone: "9820011111",
      password: "agent-pass-1",
      role: "agent",
    });
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(user).where(eq(user.email, "priya@example.in"));
    expect(row).toMatchObject({ role: "agent", phoneNumber: "+919820011111", emailVerified: true });
    await expect(signIn("priya@example.in", "agent-pass-1")).resolves.toBeInstanceOf(Headers);

    const again = await createUserAccount(admin, adminHeaders, {
      name: "Dup",
      email: "priya@example.in",
      phone: "9820011112",
      password: "whatever-1",
      role: "user",
    });
    expect(again).toEqual({ ok: false, field: "email", error: "An account with this email already exists" });
    const phoneAgain = await createUserAccount(admin, adminHeaders, {
      name: "Dup",
      email: "dup@example.in",
      phone: "9820011111",
      password: "whatever-1",
      role: "user",
    });
    expect(phoneAgain).toMatchObject({ ok: false, field: "phone" });
  });

  it("validates the add form with the sign-up messages", () => {
    const form = new FormData();
    form.set("name", "");
    form.set("email", "bad");
    form.set("phone", "123");
    form.set("password", "short");
    form.set("role", "owner");
    const result = parseNewUserForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: "Name is required",
        email: "Please enter a valid email address",
        phone: "Phone number must be 10 digits",
        password: "Password must be at least 8 characters",
        role: "Choose a role: user, agent or admin",
      });
      expect(result.values.password).toBe("");
    }
  });

  it("lists, searches (name, e-mail, phone digits), filters and counts an agent's properties and inquiries", async () => {
    const [agent] = await db.select().from(user).where(eq(user.email, "priya@example.in"));
    const [property] = await db
      .insert(properties)
      .values({
        title: "Agent flat",
        type: "Residential",
        category: "Apartment",
        price: 9_000_000,
        location: "Andheri",
        area: 700,
        description: "x",
        status: "sale",
        ownerName: "Priya",
        ownerContact: "9820011111",
        ownerUserId: agent.id,
      })
      .returning();
    await db.insert(inquiries).values([
      {
        name: "Buyer 1",
        email: "b1@example.in",
        phone: "9820000001",
        inquiryType: "property",
        referenceId: String(property.id),
        referenceTitle: "Agent flat",
      },
      {
        name: "Buyer 2",
        email: "b2@example.in",
        phone: "9820000002",
        inquiryType: "property",
        referenceId: String(property.id),
        referenceTitle: "Agent flat",
      },
      { name: "Other", email: "o@example.in", phone: "9820000003", inquiryType: "contact" },
    ]);
    const byPhone = await listUsers({ q: "98200 11111" });
    expect(byPhone.rows.map((r) => r.email)).toEqual(["priya@example.in"]);
    expect(byPhone.rows[0]).toMatchObject({ propertiesListed: 1, totalInquiries: 2, role: "agent", banned: false });
    expect((await listUsers({ q: "+91 (982) 001-1111" })).total).toBe(1);
    expect((await listUsers({ q: "0011" })).total).toBe(1);
    // Digits inside other text are not a phone number: an e-mail fragment finds no account by its digits.
    expect((await listUsers({ q: "agent-98200x1" })).total).toBe(0);
    expect((await listUsers({ q: "PRIYA" })).total).toBe(1);
    expect((await listUsers({ q: "boss@" })).total).toBe(1);
    expect((await listUsers({ role: "admin" })).rows.map((r) => r.email)).toEqual(["boss@nivaas.test"]);
    expect(await userStats()).toEqual({ total: 2, active: 2, agents: 1, admins: 1 });
  });

  it("changes a role, effective on the user's next request", async () => {
    const [agent] = await db.select().from(user).where(eq(user.email, "priya@example.in"));
    const agentHeaders = await signIn("priya@example.in", "agent-pass-1");
    expect(await changeRole(admin, adminHeaders, agent.id, "admin")).toMatchObject({ ok: true });
    const auth = await getAuth();
    const seen = await auth.api.getSession({ headers: agentHeaders });
    expect((seen?.user as { role?: string }).role).toBe("admin");
    expect(await changeRole(admin, adminHeaders, agent.id, "agent")).toMatchObject({ ok: true });
    expect((await changeRole(admin, adminHeaders, agent.id, "owner")).ok).toBe(false);
  });

  it("deactivating ends sessions and refuses sign-in; activating lets them back", async () => {
    const [agent] = await db.select().from(user).where(eq(user.email, "priya@example.in"));
    await signIn("priya@example.in", "agent-pass-1");
    expect(await setActive(admin, adminHeaders, agent.id, false)).toMatchObject({ ok: true });
    expect(await db.select().from(session).where(eq(session.userId, agent.id))).toHaveLength(0);
    await expect(signIn("priya@example.in", "agent-pass-1")).rejects.toThrow();
    expect((await listUsers({ status: "inactive" })).rows.map((r) => r.email)).toEqual(["priya@example.in"]);
    expect((await userStats()).active).toBe(1);
    expect(await setActive(admin, adminHeaders, agent.id, true)).toMatchObject({ ok: true });
    await expect(signIn("priya@example.in", "agent-pass-1")).resolves.toBeInstanceOf(Headers);
  });

  it("an admin cannot demote, deactivate or delete themself or the last admin", async () => {
    expect(await changeRole(admin, adminHeaders, admin.id, "user")).toEqual({
      ok: false,
      error: "You cannot change your own role.",
    });
    expect(await setActive(admin, adminHeaders, admin.id, false)).toEqual({
      ok: false,
      error: "You cannot deactivate your own account.",
    });
    expect(await deleteUser(admin, adminHeaders, admin.id)).toEqual({
      ok: false,
      error: "You cannot delete your own account.",
    });
    // Seen from another admin's action, the boss is still the only admin who can sign in.
    const other = { id: "someone-else", name: "Ghost" };
    expect(await deleteUser(other, adminHeaders, admin.id)).toEqual({
      ok: false,
      error: "You cannot delete the last administrator.",
    });
  });

  it("deletes an account; its properties stay without an owner account", async () => {
    const [agent] = await db.select().from(user).where(eq(user.email, "priya@example.in"));
    expect(await deleteUser(admin, adminHeaders, agent.id)).toMatchObject({ ok: true });
    expect(await db.select().from(user).where(eq(user.id, agent.id))).toHaveLength(0);
    const [property] = await db.select().from(properties).where(eq(properties.title, "Agent flat"));
    expect(property.ownerUserId).toBeNull();
    expect(await deleteUser(admin, adminHeaders, agent.id)).toEqual({
      ok: false,
      error: "This user no longer exists.",
    });
  });
});
