/**
 * Owners' changes to published listings awaiting review, on the submissions
 * screen: the new title, description and photos, approved (published) or
 * rejected with a plain form post.
 */
import { Form, Link } from "react-router";
import { CheckCircle2, XCircle } from "lucide-react";
import { formatDateTime } from "#app/lib/format";

export type RevisionView = {
  id: number;
  propertyId: number;
  currentTitle: string;
  title: string;
  description: string;
  photos: string[];
  submittedBy: { id: string; name: string; email: string } | null;
  createdAt: string;
};

export function RevisionReview({ revisions }: { revisions: RevisionView[] }) {
  if (!revisions.length) return null;
  return (
    <section aria-labelledby="revisions-heading" className="space-y-3">
      <h2 id="revisions-heading" className="text-lg font-semibold text-slate-900">
        Changes to published listings ({revisions.length})
      </h2>
      <p className="text-sm text-slate-600">The public page keeps the current version until you approve the change.</p>
      <ol className="space-y-3" aria-label="Changes awaiting review">
        {revisions.map((revision) => (
          <li key={revision.id} className="card p-4 text-sm">
            <p className="text-slate-600">
              <Link to={`/property/${revision.propertyId}`} className="font-semibold text-secondary-dark underline">
                {revision.currentTitle}
              </Link>{" "}
              · sent {formatDateTime(revision.createdAt)}
              {revision.submittedBy ? (
                <>
                  {" by "}
                  <Link to={`/admin/users?q=${encodeURIComponent(revision.submittedBy.email)}`} className="underline">
                    {revision.submittedBy.name}
                  </Link>
                </>
              ) : null}
            </p>
            <p className="mt-2 font-semibold text-slate-900">{revision.title}</p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{revision.description}</p>
            {revision.photos.length ? (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos">
                {revision.photos.map((photo) => (
                  <li key={photo}>
                    <img src={photo} alt="" className="h-14 w-20 rounded-md object-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
            <Form method="post" className="mt-3 flex gap-2">
              <input type="hidden" name="id" value={revision.id} />
              <button
                type="submit"
                name="intent"
                value="approve-revision"
                className="btn bg-green-700 text-white hover:bg-green-800"
              >
                <CheckCircle2 aria-hidden className="h-4 w-4" /> Publish changes
              </button>
              <button
                type="submit"
                name="intent"
                value="reject-revision"
                className="btn bg-red-700 text-white hover:bg-red-800"
              >
                <XCircle aria-hidden className="h-4 w-4" /> Reject changes
              </button>
            </Form>
          </li>
        ))}
      </ol>
    </section>
  );
}
