import { Link } from "react-router";

/** A row's details as a panel above the list: what ?view=<id> shows before JavaScript loads (then a modal does). */
export function ListDetailsPanel({
  title,
  closeHref,
  children,
}: {
  title: string;
  closeHref: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="viewing-title" className="card p-4 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="viewing-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={closeHref} className="btn-outline">
          Close
        </Link>
      </div>
      {children}
    </section>
  );
}
