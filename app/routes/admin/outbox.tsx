import { Form, Link, useSubmit } from "react-router";
import { Mail, MessageSquareText } from "lucide-react";
import type { Route } from "./+types/outbox";
import { listOutbox } from "#app/domain/back-office/outbox.server";
import { showingText, useListLinks } from "#app/components/admin/list-paging";
import { Pagination } from "#app/components/pagination";
import { formatDateTime } from "#app/lib/format";
import { seo } from "#app/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Outbox", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return listOutbox({
    channel: url.searchParams.get("channel") ?? undefined,
    page: Number(url.searchParams.get("page") ?? 1),
  });
}

const STATUS_STYLES: Record<string, string> = {
  stored: "bg-slate-100 text-slate-800",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

const TRANSPORT_LABELS: Record<string, string> = {
  outbox: "Stored only (no provider configured)",
  smtp: "SMTP",
  http: "SMS gateway",
};

export default function OutboxAdmin({ loaderData }: Route.ComponentProps) {
  const { rows, page, totalPages, channel } = loaderData;
  const submit = useSubmit();
  const { pageHref } = useListLinks();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Outbox</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Every e-mail and SMS the site has sent or stored, newest first. Without a mail or SMS provider configured,
          messages are kept here instead of being delivered.
        </p>
      </header>

      <Form method="get" className="card flex flex-wrap items-end gap-3 p-4">
        <div className="w-full sm:w-56">
          <label htmlFor="outbox-channel" className="field-label">
            Channel
          </label>
          <select
            id="outbox-channel"
            name="channel"
            defaultValue={channel}
            key={channel}
            className="field-input"
            onChange={(event) => submit(event.currentTarget.form)}
          >
            <option value="all">All channels</option>
            <option value="email">Email</option>
            <option value="sms">SMS</option>
          </select>
        </div>
        <button type="submit" className="btn-outline">
          Filter
        </button>
        <p className="ml-auto text-sm text-slate-600">{showingText(loaderData, "messages")}</p>
      </Form>

      {rows.length === 0 ? (
        <div className="card px-4 py-12 text-center text-slate-600">
          <p>No messages yet.</p>
          {channel !== "all" ? (
            <Link to="?" className="mt-2 inline-block text-secondary underline">
              Show all channels
            </Link>
          ) : null}
        </div>
      ) : (
        <ol className="space-y-3" aria-label="Messages">
          {rows.map((message) => (
            <li key={message.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="flex min-w-0 items-center gap-2">
                  <span
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-secondary-soft text-secondary"
                    aria-hidden
                  >
                    {message.channel === "email" ? (
                      <Mail className="h-4 w-4" />
                    ) : (
                      <MessageSquareText className="h-4 w-4" />
                    )}
                  </span>
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">
                      <span className="sr-only">{message.channel === "email" ? "Email" : "SMS"} to </span>
                      {message.recipient}
                    </p>
                    <p className="text-xs text-slate-600">
                      {message.channel === "email" ? "Email" : "SMS"} ·{" "}
                      {TRANSPORT_LABELS[message.transport] ?? message.transport}
                    </p>
                  </div>
                </div>
                <div className="flex items-center gap-2 text-xs">
                  <span
                    className={`rounded-full px-2.5 py-0.5 font-semibold capitalize ${STATUS_STYLES[message.status] ?? STATUS_STYLES.stored}`}
                  >
                    {message.status}
                  </span>
                  <time dateTime={new Date(message.createdAt).toISOString()} className="text-slate-600">
                    {formatDateTime(message.createdAt)}
                  </time>
                </div>
              </div>
              {message.subject ? <p className="mt-3 font-semibold text-slate-900">{message.subject}</p> : null}
              <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-6 text-slate-700">
                <Linkified text={message.body} />
              </p>
              {message.error ? <p className="mt-2 text-sm text-red-700">Delivery failed: {message.error}</p> : null}
            </li>
          ))}
        </ol>
      )}

      <Pagination page={page} totalPages={totalPages} hrefFor={pageHref} label="Outbox pages" />
    </div>
  );
}

/** Message text with its web links clickable (reset links, published listings…). */
function Linkified({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s]+)/g).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="text-secondary underline" rel="noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
