/**
 * /project/:id/review, /locality/:slug/review and /agent/:slug/review: "Write a review". The
 * item's page holds the same form and posts here through a fetcher; without
 * JavaScript this page shows the answer (the thanks, or the form again with
 * its messages and what was typed). Only a signed-in account writes a review,
 * once per item (app/domain/reviews/).
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/review-write";
import { ReviewForm, type ReviewAnswer } from "#app/components/reviews/review-form";
import { FormNotice } from "#app/components/leads/fields";
import { localeContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser } from "#app/web/session.server";
import { ownReview, reviewableItem, submitReview, type ReviewTarget } from "#app/domain/reviews/reviews.server";
import { publicSupplierProfile } from "#app/domain/supply/profiles.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { useLocalizedPath } from "#app/i18n/use-locale";
import { formValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validateReview } from "#app/lib/validation/review";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

/** What the page reviews: a project by id, a locality by slug, or an approved agent by their profile's slug. */
async function targetOf(request: Request, params: { id?: string; slug?: string }): Promise<ReviewTarget> {
  if (params.slug !== undefined && /\/agent\//.test(new URL(request.url).pathname)) {
    const profile = await publicSupplierProfile("agent", params.slug);
    if (!profile) throw data(null, { status: 404 });
    return { kind: "agent", agentUserId: profile.userId };
  }
  if (params.slug !== undefined) return { kind: "locality", slug: params.slug };
  return { kind: "project", projectId: idOr404(params.id) };
}

async function itemOr404(target: ReviewTarget) {
  const item = await reviewableItem(target);
  if (!item) throw data(null, { status: 404 });
  return item;
}

const ALREADY_REVIEWED: Record<ReviewTarget["kind"], string> = {
  project: "You have already reviewed this project. Each account may review an item once.",
  locality: "You have already reviewed this locality. Each account may review an item once.",
  agent: "You have already reviewed this agent. Each account may review an item once.",
};
const OWN_PROFILE = "You cannot review your own profile.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const target = await targetOf(request, params);
  const item = await itemOr404(target);
  const user = await getCurrentUser({ request, context });
  const own = user ? await ownReview(user.id, target) : null;
  return { kind: target.kind, item, signedIn: Boolean(user), ownStatus: own?.status ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("reviews.write"), noindex: true });

export const REVIEW_THANKS = "Thank you. Your review will appear once our team has checked it.";

export async function action({ params, request, context }: Route.ActionArgs) {
  const target = await targetOf(request, params);
  await itemOr404(target);
  const values = formValues(formOf(context));
  const user = await getCurrentUser({ request, context });
  if (!user) {
    return data<ReviewAnswer>(
      { ok: false, errors: {}, values, formError: "Please sign in to write a review." },
      { status: REFUSAL_STATUS.unauthorised },
    );
  }
  const checked = validateReview(values);
  if (!checked.ok) {
    return data<ReviewAnswer>(
      { ok: false, errors: checked.errors, formError: checked.formError, values },
      { status: REFUSAL_STATUS.invalid },
    );
  }
  const result = await submitReview({ id: user.id, name: user.name }, target, checked.data, context.get(localeContext));
  if (!result.ok) {
    return data<ReviewAnswer>(
      {
        ok: false,
        errors: {},
        values,
        formError: result.reason === "own_profile" ? OWN_PROFILE : ALREADY_REVIEWED[target.kind],
      },
      { status: REFUSAL_STATUS.conflict },
    );
  }
  return { ok: true, message: REVIEW_THANKS } satisfies ReviewAnswer;
}

export default function ReviewWritePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("detail");
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const { item, kind, signedIn, ownStatus } = loaderData;
  const answer = actionData as ReviewAnswer | undefined;
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("reviews.write")}</h1>
      <p className="mt-2 text-slate-700">
        <Link to={`${item.path}#reviews`} className="underline">
          {kind === "locality" ? place(item.title) : item.title}
        </Link>
      </p>
      <div className="card mt-6 p-5">
        {answer ? (
          <ReviewForm itemPath={item.path} answer={answer} />
        ) : ownStatus ? (
          <FormNotice tone="success">
            {t(ownStatus === "pending" ? "reviews.ownPending" : "reviews.ownDone")}
          </FormNotice>
        ) : signedIn ? (
          <ReviewForm itemPath={item.path} />
        ) : (
          <Link
            to={`/login?redirectTo=${encodeURIComponent(localized(`${item.path}/review`))}`}
            className="btn-outline"
          >
            {t("reviews.signIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
