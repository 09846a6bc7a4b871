/**
 * /my-listings/properties/:id: an owner manages a published listing — views
 * of the last 30 days, a new price (into the price history, so alerts and the
 * "price reduced" mark follow), text and photo changes for staff review,
 * sold / rented out, renew and re-list. Only the listing's account (or
 * staff) may open it; any other id answers 404.
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings-property";
import { FormNotice, TextField } from "#app/components/leads/fields";
import { OwnerStatusBadge } from "#app/components/owners/owner-status-badge";
import { RevisionForm, type RevisionAnswer } from "#app/components/owners/revision-form";
import { ViewsChart } from "#app/components/owners/views-chart";
import { ListingHistory } from "#app/components/owners/listing-history";
import { statusHistory } from "#app/domain/back-office/revisions.server";
import { clientAddressContext, localeContext } from "#app/web/context";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { dailyViews } from "#app/domain/owners/listing-views.server";
import {
  changePrice,
  closeListing,
  ownedProperty,
  pendingRevisionOf,
  propertyStatus,
  proposeRevision,
  relistProperty,
  renewProperty,
  type OwnerChangeResult,
} from "#app/domain/owners/owner-listings.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { formValues } from "#app/lib/form/form-values";
import type { FieldErrors } from "#app/lib/form/field-errors";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validatePriceChange, validateRevision } from "#app/lib/validation/owner-listing";
import { ownerTextsFor, photoLimits } from "#app/web/listing-photos.server";
import { listingNotFound, ownerScopeOf, requireAccount } from "#app/web/owner-access.server";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";
import { collectPhotos, currentPhotoEntries } from "#app/web/owner-photos.server";
import { uploadFormOf } from "#app/web/request-body.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail", "owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("manage.title"), noindex: true });

const VIEW_DAYS = 30;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAccount({ request, context });
  const property = await ownedProperty(ownerScopeOf(user), idOr404(params.id));
  if (!property) listingNotFound();
  const [views, revision, limits, history, t] = await Promise.all([
    dailyViews(property.id, VIEW_DAYS),
    pendingRevisionOf(property.id),
    photoLimits(),
    statusHistory({ propertyId: property.id, listingId: property.listingId }),
    ownerTextsFor(context.get(localeContext)),
  ]);
  return {
    property: {
      id: property.id,
      title: property.title,
      description: property.description,
      price: property.price,
      status: property.status,
      state: propertyStatus(property),
      listedUntil: property.listedUntil?.toISOString() ?? null,
      version: property.updatedAt.toISOString(),
      photos: currentPhotoEntries(property.images, t),
    },
    revision: revision ? { createdAt: revision.createdAt.toISOString() } : null,
    views,
    history,
    limits: { maxCount: limits.maxCount, maxFileSizeMb: limits.maxFileSizeMb },
  };
}

type PriceAnswer = { form: "price"; ok: false; errors: FieldErrors; formError?: string; values: { price?: string } };
type StatusAnswer = { form: "status"; ok: boolean; message: string };

const STATUS_DONE = {
  sold: "done.sold",
  rented: "done.rented",
  relist: "done.relist",
  renew: "done.renew",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccount({ request, context });
  await rememberAccountLocale(user.id, context.get(localeContext));
  const scope = ownerScopeOf(user);
  const id = idOr404(params.id);
  const current = await ownedProperty(scope, id);
  if (!current) listingNotFound();
  // Our own messages are written in the page's language; refusals from the shared rules and the listings domain
  // arrive in English and are translated where shown.
  const locale = context.get(localeContext);
  const t = await ownerTextsFor(locale);
  const body = uploadFormOf(context);
  if (!("form" in body)) {
    return data<RevisionAnswer>(
      {
        form: "revision",
        ok: false,
        errors: { photos: t("photos.tooLargeRevision") },
        values: {},
        photos: [],
        photoFailures: [],
      },
      { status: REFUSAL_STATUS.tooLarge },
    );
  }
  const form = body.form;
  const intent = form.get("intent");
  const notFoundOr = (result: OwnerChangeResult) => {
    if (!result.ok && result.reason === "not_found") listingNotFound();
    return result;
  };

  if (intent === "price") {
    const values = { price: String(form.get("price") ?? "") };
    const checked = validatePriceChange(values);
    if (!checked.ok) {
      return data<PriceAnswer>(
        { form: "price", ok: false, errors: checked.errors, values },
        { status: REFUSAL_STATUS.invalid },
      );
    }
    const result = notFoundOr(await changePrice(scope, id, checked.data.price, String(form.get("version") ?? "")));
    if (!result.ok && result.reason === "refused") {
      return data<PriceAnswer>(
        { form: "price", ok: false, errors: {}, formError: result.message, values },
        { status: result.stale ? REFUSAL_STATUS.stale : REFUSAL_STATUS.unprocessable },
      );
    }
    return { form: "status", ok: true, message: t("done.price") } satisfies StatusAnswer;
  }

  if (intent === "revision") {
    const values = formValues(form);
    const text = { title: String(values.title ?? ""), description: String(values.description ?? "") };
    const collected = await collectPhotos(
      form,
      await photoLimits(),
      context.get(clientAddressContext),
      current.images,
      locale,
    );
    const checked = validateRevision(text);
    if (!checked.ok || collected.error) {
      const errors = { ...(checked.ok ? {} : checked.errors), ...(collected.error ? { photos: collected.error } : {}) };
      return data<RevisionAnswer>(
        {
          form: "revision",
          ok: false,
          errors,
          values: text,
          photos: collected.shown,
          photoFailures: collected.failures,
        },
        { status: REFUSAL_STATUS.invalid },
      );
    }
    notFoundOr(await proposeRevision(scope, id, checked.data, collected.photos));
    return { form: "status", ok: true, message: t("done.revision") } satisfies StatusAnswer;
  }

  if (intent === "sold" || intent === "rented" || intent === "relist" || intent === "renew") {
    const result = notFoundOr(
      intent === "relist"
        ? await relistProperty(scope, id)
        : intent === "renew"
          ? await renewProperty(scope, id)
          : await closeListing(scope, id, intent),
    );
    if (!result.ok && result.reason === "refused") {
      return data<StatusAnswer>(
        { form: "status", ok: false, message: result.message },
        { status: REFUSAL_STATUS.unprocessable },
      );
    }
    return { form: "status", ok: true, message: t(STATUS_DONE[intent]) } satisfies StatusAnswer;
  }
  return data<StatusAnswer>(
    { form: "status", ok: false, message: t("manage.chooseChange") },
    { status: REFUSAL_STATUS.invalid },
  );
}

function StatusButton({ intent, label }: { intent: string; label: string }) {
  return (
    <Form method="post" encType="multipart/form-data">
      <button type="submit" name="intent" value={intent} className="btn-outline">
        {label}
      </button>
    </Form>
  );
}

export default function ManageListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { property: p, revision, views, limits, history } = loaderData;
  const answer = actionData as PriceAnswer | RevisionAnswer | StatusAnswer | undefined;
  const priceAnswer = answer?.form === "price" ? answer : undefined;
  const revisionAnswer = answer?.form === "revision" ? answer : undefined;
  const statusAnswer = answer?.form === "status" ? answer : undefined;
  const total = views.reduce((sum, day) => sum + day.views, 0);
  const published = p.state === "approved";
  const closed = p.state === "sold" || p.state === "rented" || p.state === "expired";
  const { t } = useTranslation("owner");
  const format = useFormat();
  const translate = useMessage();

  return (
    <div className="container-page max-w-4xl py-8">
      <Link to="/my-listings" className="inline-flex items-center gap-1 text-sm font-semibold text-secondary-dark">
        <span aria-hidden className="icon-arrow-left flex" /> {t("myListings.title")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{p.title}</h1>
        <OwnerStatusBadge status={p.state} />
      </div>
      <p className="mt-1 text-slate-700">
        {format.listingPrice(p.price, p.status)}
        {published && p.listedUntil ? ` · ${t("myListings.listedUntil", { date: format.date(p.listedUntil) })}` : ""}
        {published ? (
          <>
            {" · "}
            <Link to={`/property/${p.id}`} className="font-semibold text-secondary-dark underline">
              {t("myListings.viewPublic")}
            </Link>
          </>
        ) : null}
      </p>
      {statusAnswer ? (
        <div className="mt-4">
          <FormNotice tone={statusAnswer.ok ? "success" : "error"}>{translate(statusAnswer.message)}</FormNotice>
        </div>
      ) : null}

      <section className="card mt-6 p-5" aria-labelledby="views-heading">
        <h2 id="views-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span aria-hidden className="icon-eye flex text-primary-dark [--icon-size:1.25rem]" />{" "}
          {t("manage.views", { total, days: views.length })}
        </h2>
        <div className="mt-3">
          <ViewsChart days={views} />
        </div>
      </section>

      <section className="card mt-6 p-5" aria-labelledby="status-heading">
        <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
          {t("manage.status")}
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {published ? (
            <>
              <StatusButton intent="sold" label={t("myListings.markSold")} />
              <StatusButton intent="rented" label={t("myListings.markRented")} />
              <StatusButton intent="renew" label={t("manage.renew90")} />
            </>
          ) : null}
          {closed ? <StatusButton intent="relist" label={t("myListings.relist")} /> : null}
          {p.state === "hidden" ? <p className="text-sm text-slate-700">{t("manage.hidden")}</p> : null}
        </div>
      </section>

      {!closed ? (
        <section className="card mt-6 p-5" aria-labelledby="price-heading">
          <h2 id="price-heading" className="text-lg font-semibold text-slate-900">
            {t("manage.priceHeading")}
          </h2>
          <Form
            method="post"
            encType="multipart/form-data"
            noValidate
            className="mt-3 flex flex-wrap items-start gap-3"
          >
            <input type="hidden" name="intent" value="price" />
            <input type="hidden" name="version" value={p.version} />
            <div className="w-full max-w-xs">
              <TextField
                label={p.status === "rent" ? t("pricing.monthlyRent") : t("pricing.price")}
                name="price"
                type="number"
                min={1}
                required
                defaultValue={priceAnswer?.values.price ?? String(p.price)}
                error={priceAnswer?.errors.price}
              />
            </div>
            <button type="submit" className="btn-primary mt-6">
              {t("manage.savePrice")}
            </button>
          </Form>
          {priceAnswer?.formError ? (
            <div className="mt-3">
              <FormNotice tone="error">{translate(priceAnswer.formError)}</FormNotice>
            </div>
          ) : null}
        </section>
      ) : null}

      {!closed ? (
        <section className="card mt-6 p-5" aria-labelledby="revision-heading">
          <h2 id="revision-heading" className="text-lg font-semibold text-slate-900">
            {t("manage.revisionHeading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("manage.revisionNote")}</p>
          {revision ? (
            <p className="mt-2 text-sm font-semibold text-amber-900">
              {t("manage.revisionPending", { date: format.dateTime(revision.createdAt) })}
            </p>
          ) : null}
          <div className="mt-4">
            <RevisionForm
              key={p.version}
              current={{ title: p.title, description: p.description, photos: p.photos }}
              answer={revisionAnswer}
              limits={limits}
            />
          </div>
        </section>
      ) : null}

      <ListingHistory entries={history} />
    </div>
  );
}
