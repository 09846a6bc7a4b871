import { Form, Link } from "react-router";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";

/** View (the public page, new tab), Edit and Delete of a catalogue card. Edit/Delete are links without JavaScript. */
export function CardActions({
  title,
  viewHref,
  editHref,
  deleteHref,
  onEdit,
  onDelete,
}: {
  title: string;
  viewHref: string;
  editHref: string;
  deleteHref: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={viewHref}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline flex-1 px-3 py-2"
        aria-label={`View "${title}" on the site (opens in a new tab)`}
      >
        <ExternalLink aria-hidden className="h-4 w-4" /> View
      </a>
      <Link
        to={editHref}
        preventScrollReset
        onClick={(event) => {
          if (onEdit) {
            event.preventDefault();
            onEdit();
          }
        }}
        className="btn-outline flex-1 px-3 py-2"
        aria-label={`Edit "${title}"`}
      >
        <Pencil aria-hidden className="h-4 w-4" /> Edit
      </Link>
      <Link
        to={deleteHref}
        preventScrollReset
        onClick={(event) => {
          if (onDelete) {
            event.preventDefault();
            onDelete();
          }
        }}
        className="btn flex-1 border border-red-200 bg-white px-3 py-2 text-red-700 hover:bg-red-50"
        aria-label={`Delete "${title}"`}
      >
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </Link>
    </div>
  );
}

/** The confirm step rendered in the page (no JavaScript, so no modal): a real POST form. */
export function InlineDeleteConfirm({
  heading,
  message,
  item,
  cancelHref,
}: {
  heading: string;
  message: string;
  item: { id: number; title: string };
  cancelHref: string;
}) {
  return (
    <section role="alertdialog" aria-labelledby="delete-heading" aria-describedby="delete-message" className="card border-red-200 p-5">
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p id="delete-message" className="mt-2 text-sm text-slate-600">
        {message}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">{item.title}</p>
      <Form method="post" className="mt-4 flex gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item.id} />
        <Link to={cancelHref} className="btn-outline">
          Cancel
        </Link>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
          Delete
        </button>
      </Form>
    </section>
  );
}

/** The add/edit form shown in the page when there is no JavaScript to open the modal. */
export function InlineFormPanel({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="catalogue-form-heading" className="card p-5">
      <h2 id="catalogue-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
