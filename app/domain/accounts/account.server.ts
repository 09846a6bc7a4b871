/**
 * The account page's view of an account: what it shows in the profile and
 * which confirmation deleting it asks for (a password, or for an account
 * made from a phone number, a code sent to that phone).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { account, user } from "#app/platform/schema";

/** The stand-in address of accounts made from a verified phone (auth.server's phoneAccountEmail). */
const PHONE_ACCOUNT_DOMAIN = "@phone.nivaas.invalid";

export type AccountProfile = {
  name: string;
  /** Null for an account made from a phone number (its address is a stand-in). */
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  hasPassword: boolean;
  createdAt: Date;
};

export async function accountProfile(userId: string): Promise<AccountProfile | null> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) return null;
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)));
  return {
    name: row.name,
    email: row.email.endsWith(PHONE_ACCOUNT_DOMAIN) ? null : row.email,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: Boolean(row.phoneNumberVerified),
    hasPassword: Boolean(credential),
    createdAt: row.createdAt,
  };
}
