/**
 * /my-listings/submissions/:id: the owner edits a pending submission with the
 * List Your Property wizard itself (same steps, same rules, photos included),
 * or withdraws it. Only the submission's own account (or staff) can open it;
 * any other id answers 404. A save made on a copy that changed since the form
 * was opened is refused (409) with what was typed kept.
 */
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings-submission";
import { ListingWizard, type WizardEdit } from "#app/components/list-property/listing-wizard";
import type { ListingAnswer } from "#app/components/list-property/types";
import { FormNotice } from "#app/components/leads/fields";
import { ListingHistory } from "#app/components/owners/listing-history";
import { statusHistory } from "#app/domain/back-office/revisions.server";
import { localityCentres } from "#app/domain/catalogue/localities.server";
import { pickerValues } from "#app/lib/validation/position";
import { clientAddressContext, localeContext } from "#app/web/context";
import { Form, Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import {
  ownedSubmission,
  updatePendingSubmission,
  withdrawSubmission,
  type OwnerScope,
} from "#app/domain/owners/owner-listings.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { formValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validateListing } from "#app/lib/validation/leads";
import { LEAD_NOTICES } from "#app/lib/lead-notices";
import { listingNotFound, ownerScopeOf, requireAccount } from "#app/web/owner-access.server";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";
import { collectPhotos, currentPhotoEntries } from "#app/web/owner-photos.server";
import { ownerTextsFor, photoLimits } from "#app/web/listing-photos.server";
import { uploadFormOf } from "#app/web/request-body.server";
import type { PropertyListing } from "#app/platform/schema";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail", "owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("edit.title"), noindex: true });

/** The wizard's fields as the form holds them (strings), from the stored submission. */
function wizardValues(listing: PropertyListing): Record<string, string | string[]> {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    propertyType: listing.propertyType,
    category: listing.category,
    title: listing.title,
    description: listing.description,
    address: listing.address,
    city: listing.city,
    state: listing.state,
    pincode: listing.pincode,
    area: String(listing.area),
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    parking: String(listing.parking),
    amenities: listing.amenities,
    listingType: listing.listingType,
    price: String(listing.price),
    ownerName: listing.ownerName,
    ownerPhone: listing.ownerPhone,
    ownerEmail: listing.ownerEmail,
    ...pickerValues(listing.position),
  };
}

async function load(scope: OwnerScope, id: number) {
  const listing = await ownedSubmission(scope, id);
  if (!listing) listingNotFound();
  return listing;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAccount({ request, context });
  const listing = await load(ownerScopeOf(user), idOr404(params.id));
  const { maxCount, maxFileSizeMb } = await photoLimits();
  const t = await ownerTextsFor(context.get(localeContext));
  return {
    limits: { maxCount, maxFileSizeMb },
    listing: { id: listing.id, title: listing.title, status: listing.status },
    history: await statusHistory({ listingId: listing.id }),
    localities: await localityCentres(),
    edit: {
      action: `/my-listings/submissions/${listing.id}`,
      version: listing.updatedAt.toISOString(),
      values: wizardValues(listing),
      photos: currentPhotoEntries(listing.images, t),
    } satisfies Omit<WizardEdit, "submitLabel">,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccount({ request, context });
  await rememberAccountLocale(user.id, context.get(localeContext));
  const scope = ownerScopeOf(user);
  const id = idOr404(params.id);
  const current = await load(scope, id);
  const body = uploadFormOf(context);
  const limits = await photoLimits();
  const locale = context.get(localeContext);
  const t = await ownerTextsFor(locale);
  if (!("form" in body)) {
    return data<ListingAnswer>(
      {
        ok: false,
        errors: { photos: t("photos.tooLargeTogether", { mb: limits.maxCount * limits.maxFileSizeMb }) },
        values: {},
        formError: LEAD_NOTICES.uploadFailed,
        photos: [],
        photoFailures: [],
      },
      { status: REFUSAL_STATUS.tooLarge },
    );
  }
  const form = body.form;

  if (form.get("intent") === "withdraw") {
    const result = await withdrawSubmission(scope, id);
    if (!result.ok && result.reason === "not_found") listingNotFound();
    if (!result.ok)
      return data(
        {
          ok: false,
          errors: {},
          values: {},
          formError: result.message,
          photos: [],
          photoFailures: [],
        } satisfies ListingAnswer,
        { status: REFUSAL_STATUS.unprocessable },
      );
    return redirect(localizePath(locale, "/my-listings?done=withdrawn"));
  }

  const values = formValues(form, ["amenities"]);
  delete values.photoTokens;
  const version = typeof values.version === "string" ? values.version : "";
  delete values.version;
  const collected = await collectPhotos(form, limits, context.get(clientAddressContext), current.images, locale);
  const checked = validateListing(values);
  const refuse = (status: number, errors: Record<string, string | undefined>, formError?: string) =>
    data<ListingAnswer>(
      { ok: false, values, errors, formError, photos: collected.shown, photoFailures: collected.failures },
      { status },
    );
  if (!checked.ok || collected.error) {
    const errors = { ...(checked.ok ? {} : checked.errors), ...(collected.error ? { photos: collected.error } : {}) };
    return refuse(REFUSAL_STATUS.invalid, errors);
  }
  const result = await updatePendingSubmission(scope, id, checked.data, collected.photos, version);
  if (!result.ok) {
    if (result.reason === "not_found") listingNotFound();
    return refuse(result.stale ? REFUSAL_STATUS.stale : REFUSAL_STATUS.unprocessable, {}, result.message);
  }
  return redirect(localizePath(locale, "/my-listings?done=saved"));
}

export default function EditSubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, limits, edit, history } = loaderData;
  const { t } = useTranslation("owner");
  const pending = listing.status === "pending";
  return (
    <div className="container-page max-w-4xl py-8">
      <Link to="/my-listings" className="inline-flex items-center gap-1 text-sm font-semibold text-secondary-dark">
        <span aria-hidden className="icon-arrow-left flex" /> {t("myListings.title")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t("edit.title")}</h1>
      <p className="mt-2 break-words text-slate-700">{t("edit.reference", { title: listing.title, id: listing.id })}</p>
      {pending ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t("edit.pendingNote")}</p>
          <div className="mt-6">
            <ListingWizard
              limits={limits}
              localities={loaderData.localities}
              answer={actionData as ListingAnswer | undefined}
              edit={{ ...edit, submitLabel: t("edit.save") }}
            />
          </div>
          <Form method="post" encType="multipart/form-data" className="mt-6">
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className="btn-outline text-red-700">
              {t("edit.withdraw")}
            </button>
          </Form>
        </>
      ) : (
        <div className="mt-6">
          <FormNotice tone="error">{t("edit.notPending")}</FormNotice>
        </div>
      )}
      <ListingHistory entries={history} />
    </div>
  );
}
