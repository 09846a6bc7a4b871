/**
 * POST /api/photos: one listing photo (multipart field `photo`), uploaded by the
 * List Your Property wizard as soon as it is chosen, so progress is visible.
 * Answers JSON: 200 {ok: true, name, token, photo} or an error status with
 * {ok: false, name, message}, the wizard's own requests included: every
 * refusal answers its real status (400, 413, 415, 422, 429, 503).
 * The token is what the final submission carries (photo-tokens.server.ts).
 */
import type { Route } from "./+types/api-photos";
import { BodyTooLargeError, readFormDataWithin } from "#app/server/form-data.server";
import { acceptPhoto, displayName, photoLimits, tooLargeMessage } from "#app/server/listing-photos.server";
import { retryAfterHeaders } from "#app/server/rate-limit.server";
import { maintenanceUploadMessage, writesBlockedByMaintenance } from "#app/server/maintenance.server";

/** Room for the multipart framing around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function loader() {
  return Response.json({ message: "Upload photos with POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ message: "Upload photos with POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const refuse = (name: string, message: string, status: number, headers?: HeadersInit) =>
    Response.json({ ok: false, name, message }, { status, headers });
  // The browser names the file in a header, so even a body refused unread gets a named message.
  const headerName = displayName(decodeHeaderName(request.headers.get("x-file-name")));
  if (await writesBlockedByMaintenance(request)) return refuse(headerName, maintenanceUploadMessage(headerName), 503);
  const limits = await photoLimits();
  let form: FormData;
  try {
    form = await readFormDataWithin(request, limits.maxBytes + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return refuse(headerName, tooLargeMessage(headerName, limits), 413);
    }
    return refuse(headerName, "Send the photo as multipart form data in the field 'photo'.", 400);
  }
  const file = form.get("photo");
  if (!(file instanceof File)) {
    return refuse(headerName, "Send the photo as multipart form data in the field 'photo'.", 400);
  }
  const result = await acceptPhoto(file, limits, context.clientAddress);
  if (result.ok) return Response.json({ ok: true, ...result.uploaded });
  const headers = result.retryAfterSeconds ? retryAfterHeaders(result.retryAfterSeconds) : undefined;
  return refuse(result.failure.name, result.failure.message, result.status, headers);
}

function decodeHeaderName(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
