/**
 * Keeps the admin bell current while a page stays open: polls the feed every
 * half minute (and when the tab comes back into view), and uses whichever of
 * the page's own data and the last poll is newer.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AdminNotificationFeed } from "#app/domain/back-office/notification-feed.server";

export const NOTIFICATION_FEED_PATH = "/api/admin/notifications";
export const NOTIFICATION_POLL_MS = 30_000;

export function useLiveNotifications(fromPage: AdminNotificationFeed): AdminNotificationFeed {
  const fetcher = useFetcher<AdminNotificationFeed>({ key: "admin-notifications" });
  const latest = useRef(fetcher);
  latest.current = fetcher;

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === "visible" && latest.current.state === "idle") {
        latest.current.load(NOTIFICATION_FEED_PATH);
      }
    };
    const timer = window.setInterval(poll, NOTIFICATION_POLL_MS);
    document.addEventListener("visibilitychange", poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, []);

  const polled = fetcher.data;
  return polled && polled.checkedAt > fromPage.checkedAt ? polled : fromPage;
}
