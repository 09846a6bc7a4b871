/**
 * Real accounts for the admin Users page. Reads are SQL (filters, counts and
 * paging in the database); every change goes through better-auth's admin
 * plugin with the acting admin's session, so bans end sessions and roles apply
 * on the user's next request exactly as better-auth defines them.
 */
import { itemsRatedBy, refreshRatingsOf } from "#app/domain/reviews/reviews.server";
import { and, count, desc, eq, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { user } from "#app/platform/schema";
import { logActivity, redactPersonInActivity, type Actor } from "#app/domain/site/activity.server";
import { DELETED_PERSON_NAME } from "#app/domain/accounts/my-data.server";
import { anyColumnContains, listPage } from "#app/domain/back-office/lists.server";
import { isUserRole, type NewUserInput, type UserRole } from "#app/lib/validation/admin-users";
import { MESSAGES } from "#app/lib/validation/auth";
import { accountPhoneNumber, nationalNumber } from "#app/lib/phone";

export const USERS_PAGE_SIZE = 8;

/** The stand-in address of accounts made from a verified phone (see auth.server phoneAccountEmail). */
const PHONE_ONLY_EMAIL = "@phone.nivaas.invalid";

export type UserQuery = { q?: string; role?: string; status?: string; page?: number };
export type UserStats = { total: number; active: number; agents: number; admins: number };
export type UserResult = { ok: true; message: string } | { ok: false; error: string };

/** Drizzle writes a bare "id" inside select subqueries, which would mean the subquery's own table. */
const OUTER_USER_ID = sql.raw(`"user"."id"`);

/** Banned, and the ban has not run out. */
const isBanned = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;
const activeCondition = or(isNull(user.banned), eq(user.banned, false), lt(user.banExpires, sql`now()`))!;

export async function userStats(): Promise<UserStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where not ${isBanned})::int`,
      agents: sql<number>`count(*) filter (where ${user.role} = 'agent')::int`,
      admins: sql<number>`count(*) filter (where ${user.role} = 'admin')::int`,
    })
    .from(user);
  return row;
}

/** What a phone number, or part of one, looks like as typed. */
const PHONE_AS_TYPED = /^[\d\s+().-]+$/;

/** One page of accounts, newest first, with agents' listing and inquiry counts. */
export async function listUsers(query: UserQuery) {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    // A whole number in any accepted form is searched by its ten digits, and part of a number typed as one
    // (digits with spaces, +, brackets, dashes or dots) by its digits. Digits inside other text are not a phone:
    // "agent-mxba5vi27" found every account whose phone held 527.
    const digits = nationalNumber(q) ?? (PHONE_AS_TYPED.test(q) ? q.replace(/\D/g, "") : "");
    conditions.push(
      or(
        anyColumnContains([user.name, user.email, user.phoneNumber], q),
        // Phones are stored as +91XXXXXXXXXX; match what was typed by its digits.
        digits.length >= 3
          ? sql`regexp_replace(coalesce(${user.phoneNumber}, ''), '\\D', '', 'g') like ${containsPattern(digits)}`
          : undefined,
      )!,
    );
  }
  if (isUserRole(query.role)) conditions.push(eq(user.role, query.role));
  if (query.status === "active") conditions.push(activeCondition);
  if (query.status === "inactive") conditions.push(isBanned);
  const where = conditions.length ? and(...conditions) : undefined;

  const list = await listPage(user, where, query.page, USERS_PAGE_SIZE, (limit, offset) =>
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber,
        role: user.role,
        banned: isBanned,
        createdAt: user.createdAt,
        propertiesListed: sql<number>`(select count(*)::int from properties p where p.owner_user_id = ${OUTER_USER_ID})`,
        totalInquiries: sql<number>`(
          select count(*)::int from inquiries i
          join properties p on i.inquiry_type = 'property' and i.reference_id = p.id::text
          where p.owner_user_id = ${OUTER_USER_ID})`,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, email: row.email.endsWith(PHONE_ONLY_EMAIL) ? null : row.email })),
  };
}

async function findUser(id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

/** Other administrators who can still sign in: the site must always keep one. */
async function otherActiveAdmins(exceptId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "admin"), ne(user.id, exceptId), activeCondition));
  return n;
}

/** Refuses changes an admin must not make: to their own account, or leaving no administrator. */
type Guarded = { ok: true; target: typeof user.$inferSelect } | { ok: false; error: string };

async function guard(actor: Actor, targetId: string, what: "demote" | "deactivate" | "delete"): Promise<Guarded> {
  const target = await findUser(targetId);
  if (!target) return { ok: false, error: "This user no longer exists." };
  if (target.id === actor.id) {
    const verb = {
      demote: "change your own role",
      deactivate: "deactivate your own account",
      delete: "delete your own account",
    }[what];
    return { ok: false, error: `You cannot ${verb}.` };
  }
  if (target.role === "admin" && (await otherActiveAdmins(target.id)) === 0) {
    const verb = { demote: "change the role of", deactivate: "deactivate", delete: "delete" }[what];
    return { ok: false, error: `You cannot ${verb} the last administrator.` };
  }
  return { ok: true, target };
}

function authMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } })?.body;
  if (typeof body?.message === "string" && body.message) return body.message;
  return fallback;
}

export async function changeRole(actor: Actor, headers: Headers, userId: string, role: string): Promise<UserResult> {
  if (!isUserRole(role)) return { ok: false, error: "Choose a role: user, agent or admin." };
  const checked = await guard(actor, userId, "demote");
  if (!checked.ok) return checked;
  if (checked.target.role === role)
    return { ok: true, message: `${checked.target.name} is already ${roleLabel(role)}.` };
  try {
    const auth = await getAuth();
    await auth.api.setRole({ body: { userId, role }, headers });
  } catch (error) {
    return { ok: false, error: authMessage(error, "Failed to change the role.") };
  }
  await logActivity({
    actor,
    action: "role_changed",
    entityType: "user",
    entityId: userId,
    summary: `Made ${checked.target.name} ${roleLabel(role)}`,
    changes: { role: { before: checked.target.role, after: role } },
  });
  return { ok: true, message: `${checked.target.name} is now ${roleLabel(role)}.` };
}

/** Deactivating is a better-auth ban: the user's sessions end and sign-in is refused. */
export async function setActive(actor: Actor, headers: Headers, userId: string, active: boolean): Promise<UserResult> {
  const auth = await getAuth();
  if (active) {
    const target = await findUser(userId);
    if (!target) return { ok: false, error: "This user no longer exists." };
    try {
      await auth.api.unbanUser({ body: { userId }, headers });
    } catch (error) {
      return { ok: false, error: authMessage(error, "Failed to activate the user.") };
    }
    await logActivity({
      actor,
      action: "activated",
      entityType: "user",
      entityId: userId,
      summary: `Activated ${target.name}`,
      changes: { active: { before: false, after: true } },
    });
    return { ok: true, message: `${target.name} has been activated and can sign in again.` };
  }
  const checked = await guard(actor, userId, "deactivate");
  if (!checked.ok) return checked;
  try {
    await auth.api.banUser({ body: { userId, banReason: `Deactivated by ${actor.name}` }, headers });
  } catch (error) {
    return { ok: false, error: authMessage(error, "Failed to deactivate the user.") };
  }
  await logActivity({
    actor,
    action: "deactivated",
    entityType: "user",
    entityId: userId,
    summary: `Deactivated ${checked.target.name}`,
    changes: { active: { before: true, after: false } },
  });
  return { ok: true, message: `${checked.target.name} has been deactivated and signed out.` };
}

export async function deleteUser(actor: Actor, headers: Headers, userId: string): Promise<UserResult> {
  const checked = await guard(actor, userId, "delete");
  if (!checked.ok) return checked;
  // Deleting the account deletes its reviews: the ratings they counted towards are worked out again after.
  const rated = await itemsRatedBy(userId);
  try {
    const auth = await getAuth();
    await auth.api.removeUser({ body: { userId }, headers });
  } catch (error) {
    return { ok: false, error: authMessage(error, "Failed to delete the user.") };
  }
  await refreshRatingsOf(rated);
  // The older entries about the account lose its personal data; the deletion itself is recorded with the
  // name, the one record of whose data was erased, by whom and when.
  const { target } = checked;
  await db.transaction(async (tx) => {
    await redactPersonInActivity(tx, {
      userId,
      names: [target.name, target.email],
      replacement: DELETED_PERSON_NAME,
    });
    await logActivity(
      {
        actor,
        action: "deleted",
        entityType: "user",
        entityId: userId,
        summary: `Deleted the account of ${target.name}`,
        changes: { role: { before: target.role, after: null } },
      },
      tx,
    );
  });
  return { ok: true, message: `${checked.target.name}'s account has been deleted.` };
}

export type CreateUserResult =
  { ok: true; message: string; userId: string } | { ok: false; error: string; field?: "email" | "phone" };

/**
 * A real account that can sign in with its e-mail and password at once (the
 * admin vouches for the address, so it counts as verified).
 */
export async function createUserAccount(
  actor: Actor,
  headers: Headers,
  input: NewUserInput,
): Promise<CreateUserResult> {
  // Stored as better-auth keeps phones, whichever accepted form the caller passed.
  const phoneNumber = accountPhoneNumber(input.phone);
  if (!phoneNumber) return { ok: false, field: "phone", error: MESSAGES.phoneInvalid };
  const [emailTaken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (emailTaken) return { ok: false, field: "email", error: "An account with this email already exists" };
  const [phoneTaken] = await db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phoneNumber));
  if (phoneTaken) return { ok: false, field: "phone", error: "An account with this phone number already exists" };
  let userId: string;
  try {
    const auth = await getAuth();
    const created = await auth.api.createUser({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        role: input.role,
        data: { phoneNumber, emailVerified: true },
      },
      headers,
    });
    userId = created.user.id;
  } catch (error) {
    return { ok: false, error: authMessage(error, "Failed to create the user.") };
  }
  await logActivity({
    actor,
    action: "created",
    entityType: "user",
    entityId: userId,
    summary: `Added ${input.name} as ${roleLabel(input.role)}`,
    changes: {
      name: { before: null, after: input.name },
      email: { before: null, after: input.email },
      role: { before: null, after: input.role },
    },
  });
  return { ok: true, message: `${input.name} has been added as ${roleLabel(input.role)}.`, userId };
}

function roleLabel(role: UserRole): string {
  return role === "admin" ? "an admin" : role === "agent" ? "an agent" : "a user";
}
