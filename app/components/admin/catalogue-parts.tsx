import { Form, Link, type LinkProps } from "react-router";

/**
 * A real link (the way in without JavaScript: ?new=1, ?edit=ID, back to the
 * list) that, once the page runs and `onActivate` is given, does its job in
 * place instead (opens or closes a dialog).
 */
export function InPlaceLink({ onActivate, ...link }: Omit<LinkProps, "onClick"> & { onActivate?: () => void }) {
  return (
    <Link
      {...link}
      onClick={(event) => {
        if (onActivate) {
          event.preventDefault();
          onActivate();
        }
      }}
    />
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
    <section
      role="alertdialog"
      aria-labelledby="delete-heading"
      aria-describedby="delete-message"
      className="card border-red-200 p-5"
    >
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
