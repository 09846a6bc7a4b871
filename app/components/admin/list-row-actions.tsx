/** The View and Delete actions of an admin list's rows. */
import { Form, Link } from "react-router";
import { Eye, Trash2 } from "lucide-react";

/** A small text button in a row's actions; add the colours. */
export const ROW_ACTION = "inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium";

/**
 * View: a link to ?view=<id>, which shows the details as a panel before
 * JavaScript loads; with JavaScript a click opens the modal instead (`onOpen`).
 * `describedBy` names the row (the id of its name or title).
 */
export function RowViewLink({ href, describedBy, onOpen }: { href: string; describedBy: string; onOpen: () => void }) {
  return (
    <Link
      to={href}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      className={`${ROW_ACTION} text-secondary hover:bg-secondary-soft`}
      aria-describedby={describedBy}
      title="View details"
    >
      <Eye aria-hidden className="h-4 w-4" /> <span className="xl:sr-only">View</span>
    </Link>
  );
}

/** Delete in a table row: an icon with its label for screen readers (and on cards below xl). */
export function RowDeleteButton(props: { id: number; name?: string; describedBy: string; onDelete: () => void }) {
  return (
    <DeleteForm {...props} buttonClassName={`${ROW_ACTION} text-red-700 hover:bg-red-50`} title="Delete">
      <Trash2 aria-hidden className="h-4 w-4" /> <span className="xl:sr-only">Delete</span>
    </DeleteForm>
  );
}

/**
 * A Delete button that works before JavaScript loads: it posts intent=delete
 * (with `name` for the confirm step's question) and the page answers with its
 * confirm step. With JavaScript a click calls `onDelete`, which opens the
 * confirm dialog instead.
 */
export function DeleteForm({
  id,
  name,
  describedBy,
  onDelete,
  className,
  buttonClassName,
  title,
  children,
}: {
  id: number | string;
  name?: string;
  describedBy: string;
  onDelete: () => void;
  className?: string;
  buttonClassName: string;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="id" value={id} />
      {name === undefined ? null : <input type="hidden" name="name" value={name} />}
      <button
        type="submit"
        name="intent"
        value="delete"
        aria-describedby={describedBy}
        onClick={(event) => {
          event.preventDefault();
          onDelete();
        }}
        className={buttonClassName}
        title={title}
      >
        {children}
      </button>
    </Form>
  );
}
