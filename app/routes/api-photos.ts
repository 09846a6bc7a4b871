/**
 * POST /api/photos: one listing photo (multipart field `photo`), uploaded by the
 * List Your Property wizard as soon as it is chosen, so progress is visible.
 * Answers JSON: 200 {ok: true, name, token, photo} or an error status with
 * {ok: false, name, message}, the wizard's own requests included: every
 * refusal answers its real status (400, 413, 415, 422, 429, 503). Maintenance
 * mode and bodies that are too large, of the wrong type or broken are refused
 * in that shape by the request pipeline.
 * The token is what the final submission carries (photo-tokens.server.ts).
 * Messages are in the language named by the X-Language header (en, hi, mr).
 */
import type { Route } from "./+types/api-photos";
import { clientAddressContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import {
  acceptPhoto,
  missingPhotoRefusal,
  photoLimits,
  photoRefusal,
  uploadLocale,
} from "#app/web/listing-photos.server";
import { retryAfterHeaders } from "#app/platform/rate-limit.server";

export function loader() {
  return Response.json({ message: "Upload photos with POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ message: "Upload photos with POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const file = formOf(context).get("photo");
  if (!(file instanceof File)) return missingPhotoRefusal(request);
  // Refusals are written in the wizard's page language, which it sends in a header.
  const result = await acceptPhoto(file, await photoLimits(), context.get(clientAddressContext), uploadLocale(request));
  if (result.ok) return Response.json({ ok: true, ...result.uploaded });
  const headers = result.retryAfterSeconds ? retryAfterHeaders(result.retryAfterSeconds) : undefined;
  return photoRefusal(result.failure.name, result.failure.message, result.status, headers);
}
