/**
 * The admin bell's feed: the waiting items, when they were read, and whether
 * the office wants desktop alerts for them (the Push Notifications setting).
 */
import { adminNotifications } from "#app/domain/admin-search.server";
import { getSettings } from "#app/domain/settings.server";

export async function adminNotificationFeed() {
  const [notifications, settings] = await Promise.all([adminNotifications(5), getSettings()]);
  return { notifications, checkedAt: Date.now(), desktopAlerts: settings.pushNotifications };
}

export type AdminNotificationFeed = Awaited<ReturnType<typeof adminNotificationFeed>>;
export type AdminNotifications = AdminNotificationFeed["notifications"];
