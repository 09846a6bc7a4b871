import { useEffect, useState } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Dialog } from "radix-ui";
import { NavigationStatus } from "#app/components/layout/navigation-status";
import {
  ArrowLeft,
  Building2,
  ClipboardList,
  Landmark,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  MessageSquare,
  Search,
  Settings,
  Users,
  X,
  type LucideIcon,
  Flag,
  BadgeCheck,
  History,
  Star,
} from "lucide-react";
import type { Route } from "./+types/layout";
import type { loader as rootLoader } from "#app/root";
import { adminContext } from "#app/web/context";
import { adminNotificationFeed, type AdminNotifications } from "#app/domain/back-office/notification-feed.server";
import { NotificationBell } from "#app/components/admin/notification-bell";
import { useLiveNotifications } from "#app/components/admin/use-live-notifications";
import { useHydrated } from "#app/lib/use-hydrated";

/** Every /admin page: the root's guard let only administrators through. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return { admin: { name: admin.name, email: admin.email }, feed: await adminNotificationFeed() };
}

type Notifications = AdminNotifications;

type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; badge?: (n: Notifications) => number };

const NAV: NavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/properties", label: "Properties", icon: Building2 },
  { to: "/admin/projects", label: "Projects", icon: Landmark },
  {
    to: "/admin/property-listings",
    label: "Property Listings",
    icon: ClipboardList,
    badge: (n) => n.pendingSubmissions,
  },
  { to: "/admin/inquiries", label: "Inquiries", icon: MessageSquare, badge: (n) => n.newInquiries },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/outbox", label: "Outbox", icon: Mail },
  { to: "/admin/reports", label: "Reports", icon: Flag },
  { to: "/admin/professionals", label: "Agents & Builders", icon: BadgeCheck },
  { to: "/admin/audit", label: "Audit", icon: History },
  { to: "/admin/reviews", label: "Reviews", icon: Star },
];

function SidebarNav({ notifications, onNavigate }: { notifications: Notifications; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1 px-3 py-4">
      {NAV.map((item) => {
        const count = item.badge?.(notifications) ?? 0;
        return (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                isActive ? "bg-primary-dark text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
              }`
            }
          >
            <item.icon aria-hidden className="h-5 w-5 shrink-0" />
            <span className="flex-1">{item.label}</span>
            {count > 0 ? (
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-900">
                {count}
                <span className="sr-only"> waiting</span>
              </span>
            ) : null}
          </NavLink>
        );
      })}
      <div className="mt-auto border-t border-slate-700 pt-3">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" /> Back to Site
        </Link>
      </div>
    </nav>
  );
}

function Brand({ siteName }: { siteName: string }) {
  return (
    <Link to="/admin" className="flex items-center gap-2 px-6 py-5 text-white">
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary-dark">
        <Building2 aria-hidden className="h-5 w-5" />
      </span>
      <span className="text-lg font-bold">{siteName} Admin</span>
    </Link>
  );
}

/** The small-screen menu: a drawer with JavaScript, a plain disclosure without. */
function MobileMenu({
  notifications,
  siteName,
  admin,
}: {
  notifications: Notifications;
  siteName: string;
  admin: { name: string; email: string };
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  if (!hydrated) {
    return (
      <details className="lg:hidden">
        <summary
          className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-300"
          aria-label="Open admin menu"
        >
          <Menu aria-hidden className="h-5 w-5" />
        </summary>
        <div className="absolute left-0 right-0 top-full z-40 bg-slate-900 shadow-lg">
          <SidebarNav notifications={notifications} />
        </div>
      </details>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 lg:hidden"
        aria-label="Open admin menu"
      >
        <Menu aria-hidden className="h-5 w-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-slate-900 shadow-xl lg:hidden"
        >
          <div className="flex items-center justify-between pr-3">
            <Dialog.Title asChild>
              <div>
                <Brand siteName={siteName} />
              </div>
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-slate-200 hover:bg-slate-800" aria-label="Close menu">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <SidebarNav notifications={notifications} onNavigate={() => setOpen(false)} />
          <p className="border-t border-slate-700 px-6 py-4 text-sm text-slate-200">
            Signed in as <span className="block font-semibold text-white">{admin.name}</span>
            <span className="block text-slate-300">{admin.email}</span>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join("") || "A"
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  const { notifications, desktopAlerts } = useLiveNotifications(loaderData.feed);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const siteName = root?.site.siteName ?? "Nivaas";
  const searchTerm = location.pathname === "/admin/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col overflow-y-auto bg-slate-900 lg:flex">
        <Brand siteName={siteName} />
        <SidebarNav notifications={notifications} />
      </aside>
      <div className="flex min-h-screen flex-col lg:pl-64">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
          <div className="relative flex h-16 items-center gap-3 px-4 sm:px-6">
            <MobileMenu notifications={notifications} siteName={siteName} admin={admin} />
            <Form method="get" action="/admin/search" role="search" className="min-w-0 flex-1 sm:max-w-md">
              <label htmlFor="admin-search" className="sr-only">
                Search properties, projects, submissions and inquiries
              </label>
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
                />
                <input
                  key={searchTerm}
                  id="admin-search"
                  type="search"
                  name="q"
                  defaultValue={searchTerm}
                  placeholder="Search title, name, e-mail or phone"
                  className="field-input py-2 pl-9"
                />
              </div>
            </Form>
            <div className="ml-auto flex items-center gap-3">
              <NotificationBell notifications={notifications} desktopAlerts={desktopAlerts} />
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="hidden h-10 w-10 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-white sm:flex"
                >
                  {initials(admin.name)}
                </span>
                <div className="hidden min-w-0 md:block">
                  <p className="truncate text-sm font-semibold text-slate-900">{admin.name}</p>
                  <p className="truncate text-xs text-slate-600">{admin.email}</p>
                </div>
                <Form method="post" action="/logout">
                  <button type="submit" className="btn-outline px-3 py-2" aria-label={`Logout ${admin.name}`}>
                    <LogOut aria-hidden className="h-4 w-4" />
                    <span className="hidden sm:inline">Logout</span>
                  </button>
                </Form>
              </div>
            </div>
          </div>
        </header>
        <NavigationStatus />
        <main id="admin-main" className="flex-1 px-4 pb-24 pt-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Errors inside the admin area (a signed-in non-admin never gets here: the root's guard answers Access Denied). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page py-24 text-center">
      <title>{notFound ? "Not Found" : "Something went wrong"}</title>
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Not Found" : "Something went wrong"}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? "This admin page does not exist." : "An unexpected error occurred. Please try again in a moment."}
      </p>
      <Link to="/admin" className="btn-primary mt-8">
        Back to Dashboard
      </Link>
    </main>
  );
}
