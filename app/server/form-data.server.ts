/**
 * Reads a public form's body without letting a client make the server hold
 * more than a set number of bytes: the stream is cut off at `maxBytes` before
 * it is parsed. Accepts what browsers send (urlencoded, multipart) and, for
 * scripted clients, a flat JSON object (arrays become repeated fields).
 * Text fields lose control characters (see app/lib/form-text.ts).
 */
import { withoutControlCharacters } from "#app/lib/form-text";

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${maxBytes} bytes`);
  }
}

export class UnreadableBodyError extends Error {}

async function readBytesWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function formDataFromJson(value: unknown): FormData {
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new UnreadableBodyError("Expected a JSON object");
  const form = new FormData();
  for (const [key, field] of Object.entries(value)) {
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) {
      if (item === null || item === undefined) continue;
      form.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

/** The same form with control characters taken out of its text fields. */
export function cleanFormText(form: FormData): FormData {
  const clean = new FormData();
  for (const [key, value] of form)
    clean.append(key, typeof value === "string" ? withoutControlCharacters(value) : value);
  return clean;
}

/** The request's fields, refusing bodies over `maxBytes` (BodyTooLargeError) or unparseable ones (UnreadableBodyError). */
export async function readFormDataWithin(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const bytes = await readBytesWithin(request, maxBytes);
  try {
    if (contentType.includes("application/json")) {
      return cleanFormText(formDataFromJson(JSON.parse(new TextDecoder().decode(bytes))));
    }
    if (bytes.byteLength === 0) return new FormData();
    return cleanFormText(await new Response(bytes, { headers: { "content-type": contentType } }).formData());
  } catch (error) {
    if (error instanceof UnreadableBodyError) throw error;
    throw new UnreadableBodyError("The form could not be read");
  }
}

/** Plenty for any text-only form on the site. */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;
