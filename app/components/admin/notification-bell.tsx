/**
 * The admin bell: its badge counts new inquiries plus pending submissions and
 * opening it lists them. When the Push Notifications setting is on, items
 * that arrive while the panel is open also raise a desktop notification in
 * browsers that allowed them (there is no push server: alerts come from the
 * open page's polling, see use-live-notifications).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Popover } from "radix-ui";
import { Bell } from "lucide-react";
import type { AdminNotifications } from "#app/domain/back-office/notification-feed.server";
import { formatDateTime } from "#app/lib/format";
import { useHydrated } from "#app/lib/use-hydrated";
import { INQUIRY_TYPE_LABELS } from "./inquiry-badges";

type Notifications = AdminNotifications;

const inquiryHref = (id: number) => `/admin/inquiries?status=new&view=${id}`;
const submissionHref = (id: number) => `/admin/property-listings?view=${id}`;

function NotificationList({ notifications }: { notifications: Notifications }) {
  if (!notifications.total) {
    return <p className="p-4 text-sm text-slate-600">Nothing waiting: no new inquiries or pending submissions.</p>;
  }
  return (
    <div className="max-h-[70vh] overflow-y-auto">
      {notifications.inquiries.length ? (
        <section className="border-b border-slate-100 p-3">
          <h3 className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            New inquiries ({notifications.newInquiries})
          </h3>
          <ul className="mt-1">
            {notifications.inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <Link to={inquiryHref(inquiry.id)} className="block rounded-md px-2 py-2 text-sm hover:bg-slate-50">
                  <span className="font-medium text-slate-900">{inquiry.name}</span>
                  <span className="block text-xs text-slate-600">
                    {INQUIRY_TYPE_LABELS[inquiry.inquiryType] ?? inquiry.inquiryType}
                    {inquiry.referenceTitle ? ` · ${inquiry.referenceTitle}` : ""} · {formatDateTime(inquiry.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/admin/inquiries?status=new"
            className="mt-1 block px-2 text-sm font-medium text-secondary-dark hover:underline"
          >
            All new inquiries
          </Link>
        </section>
      ) : null}
      {notifications.submissions.length ? (
        <section className="p-3">
          <h3 className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Pending submissions ({notifications.pendingSubmissions})
          </h3>
          <ul className="mt-1">
            {notifications.submissions.map((submission) => (
              <li key={submission.id}>
                <Link
                  to={submissionHref(submission.id)}
                  className="block rounded-md px-2 py-2 text-sm hover:bg-slate-50"
                >
                  <span className="font-medium text-slate-900">{submission.title}</span>
                  <span className="block text-xs text-slate-600">
                    by {submission.ownerName} · {formatDateTime(submission.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/admin/property-listings?status=pending"
            className="mt-1 block px-2 text-sm font-medium text-secondary-dark hover:underline"
          >
            All pending submissions
          </Link>
        </section>
      ) : null}
    </div>
  );
}

/** The bell: its badge counts new inquiries plus pending submissions; opening it lists them. */
export function NotificationBell({
  notifications,
  desktopAlerts,
}: {
  notifications: Notifications;
  desktopAlerts: boolean;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useDesktopAlerts(notifications, desktopAlerts);
  const label = `Notifications: ${notifications.total} waiting`;
  const face = (
    <>
      <Bell aria-hidden className="h-5 w-5" />
      {notifications.total > 0 ? (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {notifications.total > 99 ? "99+" : notifications.total}
        </span>
      ) : null}
    </>
  );
  const buttonClass =
    "relative flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50";
  if (!hydrated) {
    return (
      <details className="relative">
        <summary className={`${buttonClass} cursor-pointer list-none`} aria-label={label}>
          {face}
        </summary>
        <div className="absolute right-0 top-12 z-40 w-80 rounded-xl border border-slate-200 bg-white shadow-lg">
          <NotificationList notifications={notifications} />
        </div>
      </details>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={buttonClass} aria-label={label}>
        {face}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <NotificationList notifications={notifications} />
          {desktopAlerts ? <DesktopAlertsSwitch /> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type AlertItem = { key: string; title: string; body: string; href: string };

function alertItems(notifications: Notifications): AlertItem[] {
  return [
    ...notifications.inquiries.map((inquiry) => ({
      key: `inquiry-${inquiry.id}`,
      title: `New ${(INQUIRY_TYPE_LABELS[inquiry.inquiryType] ?? inquiry.inquiryType).toLowerCase()} inquiry from ${inquiry.name}`,
      body: inquiry.referenceTitle ?? inquiry.email,
      href: inquiryHref(inquiry.id),
    })),
    ...notifications.submissions.map((submission) => ({
      key: `submission-${submission.id}`,
      title: `New property submission from ${submission.ownerName}`,
      body: submission.title,
      href: submissionHref(submission.id),
    })),
  ];
}

/** Raises one desktop notification per item that was not there when the page opened. */
function useDesktopAlerts(notifications: Notifications, enabled: boolean) {
  const navigate = useNavigate();
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const items = alertItems(notifications);
    if (seen.current === null) {
      seen.current = new Set(items.map((item) => item.key));
      return;
    }
    const known = seen.current;
    const arrived = items.filter((item) => !known.has(item.key));
    for (const item of arrived) known.add(item.key);
    if (!enabled || desktopPermission() !== "granted") return;
    for (const item of arrived) {
      const alert = new Notification(item.title, { body: item.body, tag: item.key });
      alert.onclick = () => {
        window.focus();
        navigate(item.href);
        alert.close();
      };
    }
  }, [notifications, enabled, navigate]);
}

type DesktopPermission = NotificationPermission | "unsupported";

function desktopPermission(): DesktopPermission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

// The browser announces no permission changes to a page; the switch re-reads after asking.
const permissionListeners = new Set<() => void>();
function subscribePermission(listener: () => void) {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

/** Asks this browser for permission to show desktop alerts, or says where things stand. */
function DesktopAlertsSwitch() {
  const permission = useSyncExternalStore(subscribePermission, desktopPermission, () => "unsupported" as const);
  const [asking, setAsking] = useState(false);
  if (permission === "unsupported") return null;
  async function ask() {
    setAsking(true);
    await Notification.requestPermission();
    setAsking(false);
    permissionListeners.forEach((listener) => listener());
  }
  return (
    <div className="border-t border-slate-100 p-3 text-sm">
      {permission === "default" ? (
        <button type="button" onClick={ask} disabled={asking} className="btn-outline w-full py-2">
          Turn on desktop alerts
        </button>
      ) : (
        <p className="text-xs text-slate-600">
          {permission === "granted"
            ? "Desktop alerts are on in this browser for new inquiries and submissions."
            : "Desktop alerts are blocked in this browser's site settings."}
        </p>
      )}
    </div>
  );
}
