import { Link } from "react-router";
import { ArrowLeft, ShieldAlert } from "lucide-react";

/** What a signed-in user without the admin role sees on any /admin page (served with status 403). */
export function AccessDenied() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>Access Denied</title>
      <div className="card max-w-md p-8 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <ShieldAlert aria-hidden className="h-7 w-7" />
        </span>
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
              <ArrowLeft aria-hidden className="h-4 w-4" /> Go Back
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
