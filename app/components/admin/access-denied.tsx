import { Link } from "react-router";

/**
 * What a signed-in user without the admin role sees on any /admin page (served
 * with status 403). The root's error boundary renders it, so it is part of
 * every page's scripts: CSS icons, no lucide components.
 */
export function AccessDenied() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>Access Denied</title>
      <div className="card max-w-md p-8 text-center">
        <span
          aria-hidden
          className="icon-shield-alert mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700 [--icon-size:1.75rem]"
        />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-2 text-slate-600">
          You don't have permission to access the admin panel. Only administrators can access this area.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* Without JavaScript the button submits to '/', so it is never inert. */}
          <form action="/" method="get">
            <button
              type="submit"
              className="btn-primary"
              onClick={(event) => {
                if (window.history.length > 1) {
                  event.preventDefault();
                  window.history.back();
                }
              }}
            >
              <span aria-hidden className="icon-arrow-left flex" /> Go Back
            </button>
          </form>
          <Link to="/" className="btn-outline">
            Go to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
