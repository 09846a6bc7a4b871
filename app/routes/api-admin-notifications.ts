/**
 * GET /api/admin/notifications: what the admin bell shows (new inquiries and
 * pending submissions). Open admin pages poll it so the badge stays current
 * and, when the Push Notifications setting is on, raise desktop alerts.
 */
import type { Route } from "./+types/api-admin-notifications";
import { adminNotificationFeed } from "#app/domain/back-office/notification-feed.server";

/** Administrators only: the root's guard answers everyone else (redirect or 403). */
export async function loader(_args: Route.LoaderArgs) {
  return adminNotificationFeed();
}
