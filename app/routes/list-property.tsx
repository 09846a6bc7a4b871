/**
 * /list-property: the List Your Property wizard. No sign-in needed; a
 * submission waits as 'pending' for staff review. With JavaScript photos are
 * uploaded one by one (/api/photos) and arrive here as signed tokens; without
 * it they arrive as files in this multipart post. Either way every photo is
 * checked by content and every field by the wizard's own rules.
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list-property";
import { ListingWizard } from "#app/components/list-property/listing-wizard";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";
import type { ListingAnswer } from "#app/components/list-property/types";
import { fieldErrorsOf, ingestAccountOf, ingestListing, type IngestRequest } from "#app/domain/supply/ingest.server";
import { localityCentres } from "#app/domain/catalogue/localities.server";
import { uploadFormOf } from "#app/web/request-body.server";
import { clientAddressContext, localeContext } from "#app/web/context";
import { isHoneypotFilled } from "#app/web/honeypot.server";
import {
  acceptPhoto,
  alreadyUsedMessage,
  ownerTextsFor,
  photoLimits,
  tooManyPhotosMessage,
  unverifiedPhotoMessage,
} from "#app/web/listing-photos.server";
import { verifyPhotoToken } from "#app/domain/photos/photo-tokens.server";
import { formLimiter, rateLimitMessage, retryAfterHeaders } from "#app/platform/rate-limit.server";
import { getCurrentUser } from "#app/web/session.server";
import { metaT, seo } from "#app/lib/seo";
import { LEAD_NOTICES } from "#app/lib/lead-notices";
import type { FieldErrors } from "#app/lib/form/field-errors";
import { formValues, textOf } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import type { TextsHandle } from "#app/i18n/page-texts";
import { log } from "#app/platform/log.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail", "owner"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "owner");
  return seo({ matches, title: t("listProperty.title"), description: t("listProperty.metaDescription") });
};

export async function loader() {
  const { maxCount, maxFileSizeMb } = await photoLimits();
  return { limits: { maxCount, maxFileSizeMb }, localities: await localityCentres() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limits = await photoLimits();
  const client = context.get(clientAddressContext);
  // Messages that name files or numbers are written in the page's language here; the rest are translated where shown.
  const locale = context.get(localeContext);
  const t = await ownerTextsFor(locale);
  // Memory stays bounded: the pipeline reads at most every allowed photo at its largest, plus the text.
  const body = uploadFormOf(context);
  if (!("form" in body)) {
    const answer: ListingAnswer = {
      ok: false,
      errors: { photos: t("photos.tooLargeTogether", { mb: limits.maxCount * limits.maxFileSizeMb }) },
      values: {},
      formError: LEAD_NOTICES.uploadFailed,
      photos: [],
      photoFailures: [],
    };
    return data(answer, { status: REFUSAL_STATUS.tooLarge });
  }
  const form = body.form;

  const values = formValues(form, ["amenities"]);
  delete values.photoTokens;
  // Every refusal answers its real status, whether the wizard ran with JavaScript or not.
  const refuse = (
    status: RefusalStatus,
    answer: Omit<Extract<ListingAnswer, { ok: false }>, "ok" | "values">,
    headers?: HeadersInit,
  ) => data<ListingAnswer>({ ok: false, values, ...answer }, { status, headers });

  try {
    const files = form
      .getAll("photoFiles")
      .filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ""));
    if (isHoneypotFilled(form)) {
      // A bot: the answer looks like success, nothing is kept.
      return data<ListingAnswer>({
        ok: true,
        id: Math.floor(100 + Math.random() * 900),
        email: textOf(values, "ownerEmail"),
        droppedPhotos: [],
      });
    }

    // Photos uploaded earlier (with JavaScript, or in a previous attempt): only ones this server signed.
    const kept: SubmittedPhoto[] = [];
    const photoErrors: FieldErrors = {};
    for (const token of form.getAll("photoTokens")) {
      const verified = verifyPhotoToken(token);
      if (!verified) {
        photoErrors.photos = unverifiedPhotoMessage(t);
        continue;
      }
      kept.push({ name: verified.name, token: token as string, card: verified.photo.card });
    }
    if (kept.length + files.length > limits.maxCount) photoErrors.photos = tooManyPhotosMessage(limits.maxCount, t);

    // Files posted without JavaScript are stored now, so a second attempt need not choose them again.
    const failures: PhotoFailure[] = [];
    if (!photoErrors.photos) {
      for (const file of files) {
        const result = await acceptPhoto(file, limits, client, locale);
        if (result.ok)
          kept.push({ name: result.uploaded.name, token: result.uploaded.token, card: result.uploaded.photo.card });
        else failures.push(result.failure);
      }
    }

    // The one way in for listings checks it (app/domain/supply/ingest.server.ts): a dry run writes nothing.
    const currentUser = await getCurrentUser({ request, context });
    const ingest = {
      account: currentUser ? await ingestAccountOf(currentUser.id) : null,
      actor: currentUser,
      source: "wizard",
      listing: values,
      locale,
    } satisfies IngestRequest;
    const checked = await ingestListing(ingest, { dryRun: true });
    if (checked.outcome === "invalid" || photoErrors.photos) {
      const errors = { ...(checked.outcome === "invalid" ? fieldErrorsOf(checked.errors) : {}), ...photoErrors };
      return refuse(REFUSAL_STATUS.invalid, { errors, photos: kept, photoFailures: failures });
    }
    if (files.length > 0 && failures.length === files.length && kept.length === 0) {
      return refuse(REFUSAL_STATUS.unprocessable, {
        errors: {},
        formError: LEAD_NOTICES.uploadFailed,
        photos: kept,
        photoFailures: failures,
      });
    }

    const limit = await formLimiter.consume("listing", client);
    if (!limit.allowed) {
      return refuse(
        REFUSAL_STATUS.rateLimited,
        {
          errors: {},
          formError: rateLimitMessage(limit.retryAfterSeconds, locale),
          photos: kept,
          photoFailures: failures,
        },
        retryAfterHeaders(limit.retryAfterSeconds),
      );
    }

    const photos = kept.map((photo) => verifyPhotoToken(photo.token)!);
    let listingId: number;
    try {
      const stored = await ingestListing({ ...ingest, uploads: photos }, { dryRun: false });
      if (stored.outcome === "invalid") throw new Error("A listing the dry run accepted was refused");
      listingId = stored.listingId;
      // A photo whose upload another submission already used is not attached twice.
      const attached = new Set((stored.photos ?? []).map((photo) => photo.card));
      for (const photo of kept) {
        if (!attached.has(photo.card)) failures.push({ name: photo.name, message: alreadyUsedMessage(photo.name, t) });
      }
    } catch (error) {
      log.error({ err: error }, "Storing a property submission failed");
      return refuse(REFUSAL_STATUS.unavailable, {
        errors: {},
        formError: LEAD_NOTICES.submitFailed,
        photos: kept,
        photoFailures: failures,
      });
    }
    return data<ListingAnswer>({
      ok: true,
      id: listingId,
      email: textOf(values, "ownerEmail").trim(),
      droppedPhotos: failures,
    });
  } catch (error) {
    log.error({ err: error }, "Handling a property submission failed");
    return refuse(REFUSAL_STATUS.unavailable, {
      errors: {},
      formError: LEAD_NOTICES.unexpected,
      photos: [],
      photoFailures: [],
    });
  }
}

const REASONS = [
  { icon: "icon-trending-up", title: "listProperty.exposure.title", text: "listProperty.exposure.text" },
  { icon: "icon-badge-check", title: "listProperty.verified.title", text: "listProperty.verified.text" },
  { icon: "icon-headphones", title: "listProperty.support.title", text: "listProperty.support.text" },
] as const;

export default function ListPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("owner");
  return (
    <>
      <section className="bg-gradient-to-br from-primary-soft to-secondary-soft">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("listProperty.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("listProperty.intro")}</p>
        </div>
      </section>
      <section className="container-page max-w-4xl py-10">
        <ListingWizard
          limits={loaderData.limits}
          localities={loaderData.localities}
          answer={actionData as ListingAnswer | undefined}
        />
      </section>
      <section className="container-page pb-6" aria-labelledby="why-list-heading">
        <h2 id="why-list-heading" className="text-center text-2xl font-bold text-slate-900">
          {t("listProperty.why")}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon, title, text }) => (
            <div key={title} className="card p-6 text-center">
              <span
                aria-hidden
                className={`${icon} mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-dark [--icon-size:1.5rem]`}
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t(text)}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
