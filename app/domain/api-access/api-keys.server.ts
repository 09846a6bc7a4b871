/**
 * API keys (ADR 037): agents, builders with an approved profile and staff
 * make keys for the public API at /account/api-keys.
 *
 * - A key is `nvs_` and 43 characters of base64url (32 random bytes). It is
 *   shown once; the database keeps only its SHA-256 (a hash of that much
 *   randomness needs no salt or slow hash: nobody can guess it from the hash)
 *   and its first 12 characters, so its owner can tell keys apart.
 * - Every API request looks its key up by hash, with its account, in one
 *   indexed query. Nothing is cached, so revoking a key (or banning its
 *   account, or the account losing the right to keys) refuses it at once on
 *   every instance.
 * - "Last used" is written at most once a minute per key, so a busy key does
 *   not turn each read into a write.
 */
import crypto from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { db } from "#app/platform/db.server";
import { apiKeys, supplierProfiles, user } from "#app/platform/schema";
import { endOfIndianDay, MAX_ACTIVE_KEYS, type ApiKeyForm, type ApiScope } from "#app/lib/validation/api-keys";

export const KEY_PREFIX = "nvs_";
/** Characters of a key kept and shown (the `nvs_` and 8 more: about 48 bits, too few to use, enough to tell apart). */
const SHOWN_CHARACTERS = 12;
/** A key as made here; anything else is refused before the database is asked. */
const KEY_SHAPE = /^nvs_[A-Za-z0-9_-]{43}$/;
/** How stale "last used" may get before a request writes it again. */
const LAST_USED_EVERY_MS = 60_000;

export function hashApiKey(secret: string): string {
  return crypto.createHash("sha256").update(secret).digest("hex");
}

function newSecret(): string {
  return KEY_PREFIX + crypto.randomBytes(32).toString("base64url");
}

/** Who may hold keys: agents and staff, and anyone whose supplier profile (agent or builder) staff approved. */
export async function mayHoldApiKeys(account: { id: string; role: string }): Promise<boolean> {
  if (account.role === "agent" || account.role === "admin") return true;
  const [profile] = await db
    .select({ status: supplierProfiles.status })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, account.id));
  return profile?.status === "approved";
}

export type ApiKeySummary = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
};

/** The account's keys, newest first, revoked ones included (they show as revoked). */
export async function listApiKeys(userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(200);
  return rows.map((row) => ({ ...row, scopes: row.scopes as ApiScope[] }));
}

export type CreatedApiKey = { ok: true; id: number; secret: string; prefix: string } | { ok: false; reason: "tooMany" };

/** Makes a key for the account; the secret is returned this once and never again. */
export async function createApiKey(actor: Actor, input: ApiKeyForm): Promise<CreatedApiKey> {
  const [held] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)));
  if ((held?.total ?? 0) >= MAX_ACTIVE_KEYS) return { ok: false, reason: "tooMany" };
  const secret = newSecret();
  const prefix = secret.slice(0, SHOWN_CHARACTERS);
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId: actor.id,
      name: input.name,
      prefix,
      keyHash: hashApiKey(secret),
      scopes: [...input.scopes],
      expiresAt: input.expiresOn ? endOfIndianDay(input.expiresOn) : null,
    })
    .returning({ id: apiKeys.id });
  await logActivity({
    actor,
    action: "api_key_created",
    entityType: "user",
    entityId: actor.id,
    summary: `Created API key "${input.name}" (${prefix}…, ${input.scopes.join(" and ")})`,
  });
  return { ok: true, id: row.id, secret, prefix };
}

/** Revokes one of the account's own keys (another account's key is "not-found", as is one already revoked). */
export async function revokeApiKey(actor: Actor, id: number): Promise<"revoked" | "not-found"> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
  if (!row) return "not-found";
  await logActivity({
    actor,
    action: "api_key_revoked",
    entityType: "user",
    entityId: actor.id,
    summary: `Revoked API key "${row.name}" (${row.prefix}…)`,
  });
  return "revoked";
}

/** The account a request's key stands for, and what the key allows. */
export type ApiPrincipal = {
  keyId: number;
  userId: string;
  role: string;
  scopes: ApiScope[];
  /** Staff, or an approved agent or builder profile: what the ingestion path calls a verified account. */
  verified: boolean;
};

/**
 * The key's holder, or null for a key that is malformed, unknown, revoked or
 * past its expiry, or whose account is banned or may no longer hold keys.
 */
export async function authenticateApiKey(secret: string, now: Date = new Date()): Promise<ApiPrincipal | null> {
  if (!KEY_SHAPE.test(secret)) return null;
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
      profileStatus: supplierProfiles.status,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(secret)));
  if (!row || row.revokedAt) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.banned && (!row.banExpires || row.banExpires.getTime() > now.getTime())) return null;
  const role = strongestRole(row.role);
  const approved = row.profileStatus === "approved";
  if (role !== "agent" && role !== "admin" && !approved) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.keyId));
  }
  return {
    keyId: row.keyId,
    userId: row.userId,
    role,
    scopes: row.scopes as ApiScope[],
    verified: role === "admin" || approved,
  };
}

/** better-auth's admin plugin may store several roles comma-separated; the strongest counts. */
function strongestRole(value: string): string {
  const roles = value.split(",").map((role) => role.trim());
  if (roles.includes("admin")) return "admin";
  if (roles.includes("agent")) return "agent";
  return "user";
}
