/**
 * Which messages a person wants, per kind and channel. Saved-search alerts
 * go by e-mail unless turned off; SMS only when chosen; marketing is off until
 * the person turns it on (consent, not an opt-out). No row means the defaults.
 */
import { eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { notificationPreferences } from "#app/platform/schema";

export type NotificationPreferences = {
  alertsEmail: boolean;
  alertsSms: boolean;
  leadsEmail: boolean;
  leadsSms: boolean;
  marketing: boolean;
};

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  alertsEmail: true,
  alertsSms: false,
  leadsEmail: true,
  leadsSms: false,
  marketing: false,
};

export async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      alertsEmail: notificationPreferences.alertsEmail,
      alertsSms: notificationPreferences.alertsSms,
      leadsEmail: notificationPreferences.leadsEmail,
      leadsSms: notificationPreferences.leadsSms,
      marketing: notificationPreferences.marketing,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
}

export async function savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences } });
}
