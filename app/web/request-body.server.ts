/**
 * The one place a request body is read. The root middleware reads the body of
 * every request that is not GET or HEAD through `readRequestBody`, once, before
 * any action runs, and puts the result in the router context; actions take it
 * from there (`formOf`, `uploadFormOf`, `authRequestOf`). Nothing else calls
 * `request.formData()`, `request.json()` or `request.text()`.
 *
 * Each kind of route has its own limit and accepted content types
 * (`BODY_RULES`, chosen by the matched route in `bodyKindFor`); the larger
 * upload limits apply to multipart bodies only, any other body is text and
 * held to TEXT_FORM_MAX_BYTES. A
 * hostile body is answered in milliseconds and never makes the server hold
 * more than the limit:
 * - a declared Content-Length over the limit: 413 at once, nothing is read;
 * - a body (chunked, or lying about its length) that passes the limit while it
 *   streams in: reading stops there (nothing pulls the rest), 413; the
 *   connection stays open so the client receives the answer;
 * - a content type the route does not take (forms take urlencoded and
 *   multipart; /api/auth/* also JSON; a non-empty body without a type): 415;
 * - a body that does not parse as its declared type: 400; a multipart body
 *   without a boundary, or not starting with it, is refused on its first bytes.
 * Forms whose legitimate use can exceed the limit (the wizard, the admin
 * catalogue and settings forms) answer a too-large body themselves, in the
 * form's own words (`tooLargeAnsweredByAction`); /api/photos answers every
 * refusal as its JSON; every other refusal is a 4xx response {message}.
 * Text fields lose control characters (app/lib/form-text.ts) on the way in.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestBodyContext, type RequestBody } from "#app/web/context";
import { withoutControlCharacters } from "#app/lib/form-text";
import {
  formBudget,
  PROJECT_EXTRA_FILES,
  PROPERTY_EXTRA_FILES,
  uploadLimits,
} from "#app/domain/back-office/files.server";
import { settingsBodyLimit } from "#app/domain/back-office/settings.server";
import type { Settings } from "#app/platform/schema";

/** Plenty for any text-only form on the site. */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;
/** Room for the multipart framing around one uploaded photo. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The wizard's text fields and framing on top of its photos. */
const LISTING_OVERHEAD_BYTES = 1024 * 1024;

type ContentType = "urlencoded" | "multipart" | "json";
const FORM_TYPES: readonly ContentType[] = ["urlencoded", "multipart"];

export type BodyRule = {
  /** The most bytes this kind of route may receive. */
  maxBytes: (settings: Settings) => number;
  accepts: readonly ContentType[];
  /** Kept as bytes for a handler of its own (better-auth), not parsed into a form. */
  raw?: boolean;
  /** The action explains a too-large body in its form (uploads can legitimately be too large). */
  tooLargeAnsweredByAction?: boolean;
};

/** Every kind of route that takes a body, and its limit. */
export const BODY_RULES = {
  textForm: { maxBytes: () => TEXT_FORM_MAX_BYTES, accepts: FORM_TYPES },
  auth: { maxBytes: () => TEXT_FORM_MAX_BYTES, accepts: ["json", "urlencoded", "multipart"], raw: true },
  // Refusals here are JSON in the upload's own shape (request-pipeline.server.ts).
  photoUpload: { maxBytes: (settings) => photoBytes(settings) + MULTIPART_OVERHEAD_BYTES, accepts: ["multipart"] },
  listing: {
    maxBytes: (settings) => Math.max(1, settings.maxImageUpload) * photoBytes(settings) + LISTING_OVERHEAD_BYTES,
    accepts: FORM_TYPES,
    tooLargeAnsweredByAction: true,
  },
  adminProperties: {
    maxBytes: (settings) => formBudget(uploadLimits(settings), PROPERTY_EXTRA_FILES),
    accepts: FORM_TYPES,
    tooLargeAnsweredByAction: true,
  },
  adminProjects: {
    maxBytes: (settings) => formBudget(uploadLimits(settings), PROJECT_EXTRA_FILES),
    accepts: FORM_TYPES,
    tooLargeAnsweredByAction: true,
  },
  adminSettings: { maxBytes: settingsBodyLimit, accepts: FORM_TYPES, tooLargeAnsweredByAction: true },
} satisfies Record<string, BodyRule>;

export type BodyKind = keyof typeof BODY_RULES;

/** Routes (their paths as in app/routes.ts) whose bodies are not small text forms. */
const KIND_OF_ROUTE: Record<string, BodyKind> = {
  "/api/auth/*": "auth",
  "/api/photos": "photoUpload",
  "/list-property": "listing",
  "/my-listings/submissions/:id": "listing",
  "/my-listings/properties/:id": "listing",
  "/admin/properties": "adminProperties",
  "/admin/projects": "adminProjects",
  "/admin/settings": "adminSettings",
};

/** `routePath`: the matched route's path from the root, as in app/routes.ts ("/api/photos"). */
export function bodyKindFor(routePath: string): BodyKind {
  return KIND_OF_ROUTE[routePath] ?? "textForm";
}

function photoBytes(settings: Settings) {
  return Math.max(1, settings.maxFileSize) * 1024 * 1024;
}

/** A body that was read. `form` is empty for raw kinds; `tooLarge` only for kinds whose action answers it. */
export type { RequestBody };

export type BodyProblem = "too-large" | "unsupported-type" | "malformed";

/** Why a body was refused, and the status that says so. */
export class BodyRefusal extends Error {
  readonly status: 400 | 413 | 415;
  constructor(
    readonly problem: BodyProblem,
    readonly maxBytes: number,
  ) {
    super(
      problem === "too-large"
        ? `The request body is larger than ${maxBytes} bytes`
        : problem === "unsupported-type"
          ? "This content type is not accepted here"
          : "The request body could not be read",
    );
    this.status = problem === "too-large" ? 413 : problem === "unsupported-type" ? 415 : 400;
  }
}

/** The generic answer to a refused body, for routes without an answer of their own. */
export function bodyRefusalResponse(refusal: BodyRefusal) {
  return data({ message: refusal.message }, { status: refusal.status });
}

/** True when the client announced more bytes than `maxBytes`: refused before anything is read. */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > maxBytes;
}

function contentTypeOf(header: string): ContentType | null {
  const type = header.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"))) return "json";
  return null;
}

/** The start every multipart body must have: "--" and its boundary (browsers send no preamble). */
function multipartStart(header: string): Uint8Array | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(header);
  const value = boundary?.[1] ?? boundary?.[2];
  return value ? new TextEncoder().encode(`--${value}`) : null;
}

function startsWith(chunks: Uint8Array[], prefix: Uint8Array): boolean {
  const head = new Uint8Array(prefix.length);
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, prefix.length - offset);
    head.set(part, offset);
    offset += part.length;
    if (offset === prefix.length) break;
  }
  return head.every((byte, index) => byte === prefix[index]);
}

/**
 * The body's bytes, at most `maxBytes`. With `start`, a body that does not
 * begin with it is refused as malformed as soon as its first bytes arrive.
 */
async function readBytesWithin(
  request: Request,
  maxBytes: number,
  start?: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresMoreThan(request, maxBytes)) throw new BodyRefusal("too-large", maxBytes);
  if (!request.body) return new Uint8Array();
  // A copy is read: React Router passes the request itself on to the action (it rebuilds it around
  // the same body stream, which must stay unread). The unread copy holds at most what was read here.
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: cancelling one copy of a cloned body settles only once the other copy is cancelled too.
      reader.cancel().catch(() => {});
      throw new BodyRefusal("too-large", maxBytes);
    }
    chunks.push(value);
    if (start && total >= start.length) {
      if (!startsWith(chunks, start)) {
        reader.cancel().catch(() => {});
        throw new BodyRefusal("malformed", maxBytes);
      }
      start = undefined;
    }
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The same form with control characters taken out of its text fields. */
function cleanFormText(form: FormData): FormData {
  const clean = new FormData();
  for (const [key, value] of form)
    clean.append(key, typeof value === "string" ? withoutControlCharacters(value) : value);
  return clean;
}

/**
 * Reads the request's body under `rule` (throws BodyRefusal). The content
 * type is checked before a byte is read, so a wrong type is refused at once.
 */
export async function readRequestBody(request: Request, rule: BodyRule, settings: Settings): Promise<RequestBody> {
  const maxBytes = rule.maxBytes(settings);
  const header = request.headers.get("content-type") ?? "";
  const type = contentTypeOf(header);
  if (header !== "" && (type === null || !rule.accepts.includes(type))) {
    throw new BodyRefusal("unsupported-type", maxBytes);
  }
  let start: Uint8Array | undefined;
  if (type === "multipart") {
    start = multipartStart(header) ?? undefined;
    if (!start) throw new BodyRefusal("malformed", maxBytes);
  }
  // Files only travel in multipart bodies: any other body is text, and held to the text limit.
  const limit = type === "multipart" ? maxBytes : Math.min(maxBytes, TEXT_FORM_MAX_BYTES);
  const bytes = await readBytesWithin(request, limit, start);
  // Without a type only an empty body is fine (a form with no fields, a bare POST).
  if (bytes.byteLength === 0) return { tooLarge: false, form: new FormData(), bytes, contentType: header };
  if (type === null) throw new BodyRefusal("unsupported-type", maxBytes);
  if (rule.raw) return { tooLarge: false, form: new FormData(), bytes, contentType: header };
  try {
    const form = await new Response(bytes, { headers: { "content-type": header } }).formData();
    return { tooLarge: false, form: cleanFormText(form), bytes, contentType: header };
  } catch {
    throw new BodyRefusal("malformed", maxBytes);
  }
}

// ---------------------------------------------------------------- what actions use

type Context = Readonly<RouterContextProvider>;

/** The action's form, read by the middleware. */
export function formOf(context: Context): FormData {
  const body = context.get(requestBodyContext);
  if (body.tooLarge) throw bodyRefusalResponse(new BodyRefusal("too-large", body.maxBytes));
  return body.form;
}

/** For actions that answer a too-large body themselves: the form, or the limit it passed. */
export function uploadFormOf(context: Context): { form: FormData } | { tooLarge: true; maxBytes: number } {
  const body = context.get(requestBodyContext);
  return body.tooLarge ? body : { form: body.form };
}

/**
 * The request again, with the body the middleware read (a request's body
 * can be read once): for handlers that parse bodies themselves (better-auth).
 */
export function authRequestOf(request: Request, context: Context, headers: Headers = request.headers): Request {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD")
    return new Request(request.url, { method, headers, signal: request.signal });
  const body = context.get(requestBodyContext);
  if (body.tooLarge) throw bodyRefusalResponse(new BodyRefusal("too-large", body.maxBytes));
  return new Request(request.url, {
    method,
    headers,
    body: body.bytes.byteLength > 0 ? body.bytes : undefined,
    signal: request.signal,
  });
}
