/**
 * GET /api/admin/notifications: what the admin bell shows (new inquiries and
 * pending submissions). Open admin pages poll it so the badge stays current
 * and, when the Push Notifications setting is on, raise desktop alerts.
 */
import type { Route } from "./+types/api-admin-notifications";
import { requireAdmin } from "#app/server/session.server";
import { adminNotificationFeed } from "#app/domain/admin-notification-feed.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminNotificationFeed();
}
