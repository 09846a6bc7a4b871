import { Form, Link } from "react-router";

/**
 * The confirm step of a delete made before JavaScript loads (with JavaScript
 * the ConfirmDialog asks instead): the question, then Delete posts again with
 * confirmed=1 and Cancel goes back to the list.
 */
export function ListDeleteConfirm({
  id,
  question,
  message,
  cancelHref,
}: {
  id: number | string;
  question: string;
  message: string;
  cancelHref: string;
}) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-delete-title" className="card border-red-200 p-4">
      <h2 id="confirm-delete-title" className="font-semibold text-slate-900">
        {question}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{message}</p>
      <Form method="post" className="mt-3 flex gap-3">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirmed" value="1" />
        <button type="submit" name="intent" value="delete" className="btn bg-red-700 text-white hover:bg-red-800">
          Delete
        </button>
        <Link to={cancelHref} className="btn-outline">
          Cancel
        </Link>
      </Form>
    </div>
  );
}
