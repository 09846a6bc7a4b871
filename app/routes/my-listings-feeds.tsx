/**
 * /my-listings/feeds: an agent, builder or staff account registers feed URLs
 * (JSON, the import template's columns), chooses hourly or daily, runs one
 * now, pauses, resumes or removes it, and sees each feed's last ten runs with
 * their counts and errors (app/domain/supply/feeds.server.ts).
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings-feeds";
import { FormNotice, SelectField, TextField } from "#app/components/leads/fields";
import {
  addFeed,
  deleteFeed,
  listFeeds,
  mayUseFeeds,
  ownedFeed,
  runFeed,
  setFeedPaused,
} from "#app/domain/supply/feeds.server";
import { validate, type FieldErrors } from "#app/lib/form/field-errors";
import { formValues, textOf, type FormValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { metaT, seo } from "#app/lib/seo";
import { FEED_FAILURES_BEFORE_PAUSE, feedSchema, FEED_SCHEDULES } from "#app/lib/validation/feeds";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";
import { formOf } from "#app/web/request-body.server";
import { requireAccount } from "#app/web/owner-access.server";

export const handle: TextsHandle = { texts: ["owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("feeds.title"), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAccount(args);
  if (!(await mayUseFeeds(user))) return { allowed: false as const, feeds: [] };
  const feeds = await listFeeds(user.id);
  return {
    allowed: true as const,
    feeds: feeds.map((feed) => ({
      id: feed.id,
      url: feed.url,
      schedule: feed.schedule,
      status: feed.status,
      nextRunAt: feed.nextRunAt.toISOString(),
      runs: feed.runs.map((run) => ({
        id: run.id,
        status: run.status,
        startedAt: run.startedAt.toISOString(),
        counts: {
          new: run.newCount,
          changed: run.changedCount,
          unchanged: run.unchangedCount,
          errors: run.errorCount,
          withdrawn: run.withdrawnCount,
        },
        failure: run.failure,
        failureCode: run.failureCode,
        failureValues: run.failureValues ?? {},
        errors: run.errors.slice(0, 5),
      })),
    })),
  };
}

type Answer =
  | { ok: true; notice: "added" | "ran" | "paused" | "resumed" | "removed" }
  | { ok: false; errors: FieldErrors; values: FormValues; formError?: string };

const NOT_FOUND = "This feed does not exist, or it is not one of yours.";

export async function action(args: Route.ActionArgs) {
  const user = await requireAccount(args);
  if (!(await mayUseFeeds(user))) throw data({ message: "Feeds are for agents, builders and staff." }, { status: 403 });
  const values = formValues(formOf(args.context));
  const intent = textOf(values, "intent");
  const owner = { userId: user.id, staff: user.role === "admin" };
  if (intent === "add") {
    const checked = validate(feedSchema, values);
    if (!checked.ok)
      return data<Answer>({ ok: false, errors: checked.errors, values }, { status: REFUSAL_STATUS.invalid });
    const added = await addFeed(user.id, checked.data);
    if (!added.ok)
      return data<Answer>(
        { ok: false, errors: {}, values, formError: "You have reached the limit of 10 feeds." },
        { status: REFUSAL_STATUS.conflict },
      );
    return { ok: true, notice: "added" } satisfies Answer;
  }
  const id = Number(textOf(values, "id"));
  const feed = Number.isSafeInteger(id) && id > 0 ? await ownedFeed(owner, id) : null;
  if (!feed) throw data({ message: NOT_FOUND }, { status: 404 });
  switch (intent) {
    case "run":
      // Bounded like every run: 10 MB and 20 s to fetch, at most 5,000 listings.
      await runFeed(feed.id);
      return { ok: true, notice: "ran" } satisfies Answer;
    case "pause":
    case "resume":
      await setFeedPaused(owner, feed.id, intent === "pause");
      return { ok: true, notice: intent === "pause" ? "paused" : "resumed" } satisfies Answer;
    case "remove":
      await deleteFeed(owner, feed.id);
      return { ok: true, notice: "removed" } satisfies Answer;
    default:
      throw data({ message: "Unknown action." }, { status: 400 });
  }
}

export default function MyListingFeeds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("owner");
  const translate = useMessage();
  const format = useFormat();
  const answer = actionData as Answer | undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const typed = (key: string) => (typeof failed?.values[key] === "string" ? (failed.values[key] as string) : undefined);

  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <p className="text-sm">
        <Link to="/my-listings" className="text-secondary-dark underline">
          {t("feeds.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t("feeds.heading")}</h1>
      {!loaderData.allowed ? (
        <div className="mt-6">
          <FormNotice tone="error">{t("feeds.denied")}</FormNotice>
          <p className="mt-4">
            <Link to="/account/professional" className="btn-outline">
              {t("feeds.becomeProfessional")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("feeds.intro", { failures: FEED_FAILURES_BEFORE_PAUSE })}</p>
          {answer?.ok ? (
            <div className="mt-6" role="status">
              <FormNotice tone="success">{t(`feeds.notice.${answer.notice}`)}</FormNotice>
            </div>
          ) : null}

          <Form method="post" noValidate className="card mt-6 space-y-4 p-5" aria-labelledby="add-feed-heading">
            <h2 id="add-feed-heading" className="font-semibold text-slate-900">
              {t("feeds.add")}
            </h2>
            <input type="hidden" name="intent" value="add" />
            <TextField
              label={t("feeds.url")}
              name="url"
              type="url"
              required
              maxLength={2000}
              hint={t("feeds.urlHint")}
              defaultValue={typed("url")}
              error={failed?.errors.url}
            />
            <SelectField
              label={t("feeds.schedule")}
              name="schedule"
              required
              defaultValue={typed("schedule") ?? "daily"}
              error={failed?.errors.schedule}
            >
              {FEED_SCHEDULES.map((schedule) => (
                <option key={schedule} value={schedule}>
                  {t(`feeds.every.${schedule}`)}
                </option>
              ))}
            </SelectField>
            {failed?.formError ? <FormNotice tone="error">{translate(failed.formError)}</FormNotice> : null}
            <button type="submit" className="btn-primary">
              {t("feeds.register")}
            </button>
          </Form>

          <section className="mt-8" aria-labelledby="feeds-heading">
            <h2 id="feeds-heading" className="text-xl font-semibold text-slate-900">
              {t("feeds.yours")}
            </h2>
            {loaderData.feeds.length === 0 ? <p className="mt-2 text-slate-700">{t("feeds.none")}</p> : null}
            <ul className="mt-4 space-y-6">
              {loaderData.feeds.map((feed) => (
                <li key={feed.id} className="card p-5" data-testid="feed">
                  <p className="break-all font-medium text-slate-900">{feed.url}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {t(`feeds.every.${feed.schedule as "hourly" | "daily"}`)} ·{" "}
                    {t(`feeds.status.${feed.status as "active" | "paused"}`)}
                    {feed.status === "active"
                      ? ` · ${t("feeds.nextRun", { when: format.dateTime(feed.nextRunAt) })}`
                      : ""}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <FeedButton id={feed.id} intent="run" label={t("feeds.runNow")} primary />
                    {feed.status === "active" ? (
                      <FeedButton id={feed.id} intent="pause" label={t("feeds.pause")} />
                    ) : (
                      <FeedButton id={feed.id} intent="resume" label={t("feeds.resume")} />
                    )}
                    <FeedButton id={feed.id} intent="remove" label={t("feeds.remove")} />
                  </div>
                  <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("feeds.runs")}</h3>
                  {feed.runs.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-700">{t("feeds.noRuns")}</p>
                  ) : (
                    <div className="mt-2 overflow-x-auto">
                      <table className="min-w-full text-left text-sm" data-testid="feed-runs">
                        <thead>
                          <tr className="text-slate-600">
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.when")}
                            </th>
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.result")}
                            </th>
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.new")}
                            </th>
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.changed")}
                            </th>
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.unchanged")}
                            </th>
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.errors")}
                            </th>
                            <th scope="col" className="py-1 pr-3 font-medium">
                              {t("feeds.col.withdrawn")}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {feed.runs.map((run) => (
                            <tr key={run.id} className="border-t border-slate-200 align-top" data-testid="feed-run">
                              <td className="py-1 pr-3">{format.dateTime(run.startedAt)}</td>
                              <td className="py-1 pr-3">
                                {t(`feeds.result.${run.status as "ok" | "failed"}`)}
                                {run.failureCode ? (
                                  <p className="text-red-700" data-testid="feed-failure">
                                    {t(
                                      `feeds.failure.${run.failureCode}` as "feeds.failure.unreadable",
                                      run.failureValues,
                                    )}
                                  </p>
                                ) : run.failure ? (
                                  // Runs recorded before failures had codes: their English text, as it was stored.
                                  <p className="text-red-700">{translate(run.failure)}</p>
                                ) : null}
                                {run.errors.map((error) => (
                                  <p key={`${error.row}-${error.field}`} className="text-red-700">
                                    {t("feeds.rowError", { row: error.row, field: error.field })}{" "}
                                    {translate(error.message)}
                                  </p>
                                ))}
                              </td>
                              <td className="py-1 pr-3">{format.number(run.counts.new)}</td>
                              <td className="py-1 pr-3">{format.number(run.counts.changed)}</td>
                              <td className="py-1 pr-3">{format.number(run.counts.unchanged)}</td>
                              <td className="py-1 pr-3">{format.number(run.counts.errors)}</td>
                              <td className="py-1 pr-3">{format.number(run.counts.withdrawn)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

function FeedButton({ id, intent, label, primary }: { id: number; intent: string; label: string; primary?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={primary ? "btn-primary" : "btn-outline"}>
        {label}
      </button>
    </Form>
  );
}
