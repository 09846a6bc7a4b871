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
 *   multipart; /api/auth/* also JSON; the API's writes only JSON; a non-empty
 *   body without a type): 415;
 * - a body that does not parse as its declared type: 400; a multipart body
 *   without a boundary, or not starting with it, is refused on its first bytes;
 * - a body that stalls or takes too long (BODY_IDLE_MS, BODY_TIMEOUT_MS): 408.
 * Multipart bodies are parsed as they stream in (busboy): each file goes to a
 * temporary file (at most `maxFileBytes`) that the form's File reads from
 * disk, removed once the request is answered; text fields are held to
 * TEXT_FORM_MAX_BYTES each. On the server the body is read from the Node
 * request itself (the router context's `bodySourceContext`), never from a
 * copy of the Request's body, whose unread original would keep every byte.
 * Forms whose legitimate use can exceed the limit (the wizard, the admin
 * catalogue and settings forms) answer a too-large body themselves, in the
 * form's own words (`tooLargeAnsweredByAction`); /api/photos answers every
 * refusal as its JSON; every other refusal is a 4xx response {message}.
 * Text fields lose control characters (app/lib/form-text.ts) on the way in.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
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
import { IMPORT_LIMITS } from "#app/domain/supply/import-limits";
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
  /** The largest single file of a multipart body, when not the photo rule (`maxFileBytes`). */
  fileBytes?: (settings: Settings) => number;
};

/**
 * The largest single file a multipart body may carry: four times the file-size
 * setting. A file somewhat over the setting still reaches the form, which
 * names the file and the limit in its own words; one far over it stops the
 * reading at once (too large).
 */
export function maxFileBytes(settings: Settings): number {
  return 4 * photoBytes(settings);
}

/**
 * A body must arrive within BODY_TIMEOUT_SECONDS (default 120) and never
 * pause for longer than BODY_IDLE_SECONDS (default 30): a slow or stalled
 * upload cannot hold a connection and its temporary files forever.
 */
export const BODY_TIMEOUT_MS = seconds(process.env.BODY_TIMEOUT_SECONDS, 120) * 1000;
export const BODY_IDLE_MS = seconds(process.env.BODY_IDLE_SECONDS, 30) * 1000;

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

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
  // An agent's or builder's logo (app/domain/supply/logos.server.ts), or their text-only request form.
  supplierLogo: {
    maxBytes: (settings) => photoBytes(settings) + MULTIPART_OVERHEAD_BYTES,
    accepts: FORM_TYPES,
    tooLargeAnsweredByAction: true,
  },
  // The public API's writes: a JSON document, kept as bytes (the Idempotency-Key compares them) and parsed by
  // the endpoint; refusals are problem documents (request-pipeline.server.ts).
  apiJson: { maxBytes: () => TEXT_FORM_MAX_BYTES, accepts: ["json"], raw: true },
  // A bulk-import sheet (app/domain/supply/imports.server.ts): one file of at most IMPORT_LIMITS.maxBytes, streamed
  // to disk; one byte more stops the reading and the page names the limit.
  spreadsheetImport: {
    maxBytes: () => IMPORT_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES,
    fileBytes: () => IMPORT_LIMITS.maxBytes,
    accepts: FORM_TYPES,
    tooLargeAnsweredByAction: true,
  },
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
  "/account/professional": "supplierLogo",
  "/api/v1/listings/:externalRef": "apiJson",
  "/my-listings/import": "spreadsheetImport",
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

export type BodyProblem = "too-large" | "unsupported-type" | "malformed" | "too-slow";

const REFUSAL_STATUS_OF = { "too-large": 413, "unsupported-type": 415, malformed: 400, "too-slow": 408 } as const;

/** Why a body was refused, and the status that says so. */
export class BodyRefusal extends Error {
  readonly status: 400 | 408 | 413 | 415;
  constructor(
    readonly problem: BodyProblem,
    readonly maxBytes: number,
  ) {
    super(
      problem === "too-large"
        ? `The request body is larger than ${maxBytes} bytes`
        : problem === "unsupported-type"
          ? "This content type is not accepted here"
          : problem === "too-slow"
            ? "The request body did not arrive in time"
            : "The request body could not be read",
    );
    this.status = REFUSAL_STATUS_OF[problem];
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

/**
 * Counts a body's bytes as they stream in and refuses it as soon as it passes
 * `maxBytes`, stalls for BODY_IDLE_MS or is still arriving after
 * BODY_TIMEOUT_MS; with `start`, a body that does not begin with it is
 * refused as malformed on its first bytes. On a refusal the source is paused
 * and left (nothing pulls the rest: the client gets the answer, the server
 * holds nothing more).
 */
function watchBody(
  source: Readable,
  maxBytes: number,
  start: Uint8Array | undefined,
  refuse: (refusal: BodyRefusal) => void,
): { stop: () => void; bytesSoFar: () => number } {
  let total = 0;
  let head: Uint8Array = new Uint8Array();
  const refuseWith = (problem: BodyProblem) => {
    stop();
    source.pause();
    refuse(new BodyRefusal(problem, maxBytes));
  };
  const overall = setTimeout(() => refuseWith("too-slow"), BODY_TIMEOUT_MS);
  let idle = setTimeout(() => refuseWith("too-slow"), BODY_IDLE_MS);
  const onData = (chunk: Uint8Array) => {
    clearTimeout(idle);
    idle = setTimeout(() => refuseWith("too-slow"), BODY_IDLE_MS);
    total += chunk.byteLength;
    if (total > maxBytes) return refuseWith("too-large");
    if (start && head.length < start.length) {
      head = Buffer.concat([head, chunk.subarray(0, start.length - head.length)]);
      const prefix = head.subarray(0, Math.min(head.length, start.length));
      if (!prefix.every((byte, index) => byte === start[index])) return refuseWith("malformed");
    }
  };
  function stop() {
    clearTimeout(overall);
    clearTimeout(idle);
    source.off("data", onData);
  }
  source.on("data", onData);
  return { stop, bytesSoFar: () => total };
}

/** The whole body in memory, at most `maxBytes`: for text bodies only (at most TEXT_FORM_MAX_BYTES). */
function readBytesWithin(source: Readable, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      watch.stop();
      if (settled) return;
      settled = true;
      outcome();
    };
    const watch = watchBody(source, maxBytes, undefined, (refusal) => settle(() => reject(refusal)));
    source.on("data", (chunk: Uint8Array) => {
      if (!settled) chunks.push(chunk);
    });
    source.once("end", () =>
      settle(() => {
        const bytes = new Uint8Array(new ArrayBuffer(watch.bytesSoFar()));
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.byteLength;
        }
        resolve(bytes);
      }),
    );
    source.on("error", () => settle(() => reject(new BodyRefusal("malformed", maxBytes))));
  });
}

/** Where uploaded files wait while a request is handled; each request's folder goes when it is answered. */
const UPLOAD_TEMP_ROOT = path.join(os.tmpdir(), "nivaas-uploads");

/**
 * A multipart body streamed as it arrives (busboy): text fields into the form,
 * each file straight to a temporary file that the form's File reads from disk
 * (fs.openAsBlob), so a body is never held in memory. Refused as soon as it
 * passes `maxBytes` in all, a file passes `fileBytes`, a text field passes
 * TEXT_FORM_MAX_BYTES, or it arrives too slowly. Resolves to the form and the
 * folder to remove once the request is answered (none with `filesInMemory`:
 * the files are read back and their folder removed at once).
 */
function readMultipart(
  source: Readable,
  header: string,
  maxBytes: number,
  fileBytes: number,
  start: Uint8Array,
  filesInMemory: boolean,
): Promise<{ form: FormData; tempDir: string | null }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let tempDir: string | null = null;
    let files = 0;
    // Entries in the order they came, files filled in once written (same-name files keep their order).
    const entries: { name: string; value: string | Promise<File> }[] = [];
    let parser: busboy.Busboy | null = null;
    // A refusal (BodyRefusal), or the server's own failure to keep the files (answered as a fault).
    const fail = (refusal: Error) => {
      if (settled) return;
      settled = true;
      watch.stop();
      if (parser) {
        source.unpipe(parser);
        // Not at once: a refusal can come from inside busboy's own write (a file passing its limit), which
        // goes on with the chunk it is parsing; destroyed under it, it would throw.
        const stopped = parser;
        setImmediate(() => stopped.destroy());
      }
      source.pause();
      // Files still being written settle (and fail) before their folder goes.
      void Promise.allSettled(entries.map((entry) => entry.value)).then(() => removeTempDir(tempDir));
      reject(refusal);
    };
    const watch = watchBody(source, maxBytes, start, fail);
    try {
      parser = busboy({
        headers: { "content-type": header },
        defParamCharset: "utf8",
        limits: { fileSize: fileBytes, fieldSize: TEXT_FORM_MAX_BYTES, fields: 2000, parts: 4000 },
      });
    } catch {
      return fail(new BodyRefusal("malformed", maxBytes));
    }
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(new BodyRefusal("too-large", maxBytes));
      entries.push({ name, value: withoutControlCharacters(value) });
    });
    parser.on("file", (name, stream, info) => {
      if (settled) return void stream.resume();
      try {
        tempDir ??= fs.mkdtempSync(path.join(ensureTempRoot(), "req-"));
      } catch (error) {
        return fail(error as Error);
      }
      const file = path.join(tempDir, String(files++));
      const type = info.mimeType || "application/octet-stream";
      stream.once("limit", () => fail(new BodyRefusal("too-large", maxBytes)));
      const out = fs.createWriteStream(file);
      entries.push({
        name,
        value: new Promise<File>((done, failed) => {
          out.on("error", failed);
          stream.on("error", failed);
          const contents = () => (filesInMemory ? fs.promises.readFile(file) : fs.openAsBlob(file, { type }));
          out.once("finish", () =>
            contents().then((bytes) => done(new File([bytes], info.filename ?? "", { type })), failed),
          );
          stream.pipe(out);
        }),
      });
    });
    parser.on("error", () => fail(new BodyRefusal("malformed", maxBytes)));
    parser.once("close", () => {
      if (settled) return;
      watch.stop();
      Promise.all(entries.map(async ({ name, value }) => ({ name, value: await value }))).then(
        (ready) => {
          if (settled) return;
          settled = true;
          const form = new FormData();
          for (const { name, value } of ready) form.append(name, value);
          if (!filesInMemory) return resolve({ form, tempDir });
          void removeTempDir(tempDir).then(() => resolve({ form, tempDir: null }));
        },
        () => fail(new BodyRefusal("malformed", maxBytes)),
      );
    });
    source.on("error", () => fail(new BodyRefusal("malformed", maxBytes)));
    source.pipe(parser);
  });
}

function ensureTempRoot(): string {
  fs.mkdirSync(UPLOAD_TEMP_ROOT, { recursive: true });
  return UPLOAD_TEMP_ROOT;
}

async function removeTempDir(dir: string | null | undefined) {
  if (dir) await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => {});
}

/** Removes the files a multipart body left on disk: the pipeline calls it once the request is answered. */
export async function releaseRequestBody(body: RequestBody | undefined) {
  if (body && !body.tooLarge) await removeTempDir(body.tempDir);
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
 * `source` is the request's body as the server received it (server.mjs hands
 * it over through the router context); without one (tests, scripts) a copy
 * of the Request's own body is read.
 */
export async function readRequestBody(
  request: Request,
  rule: BodyRule,
  settings: Settings,
  source?: Readable | null,
): Promise<RequestBody> {
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
  const limit = type === "multipart" && !rule.raw ? maxBytes : Math.min(maxBytes, TEXT_FORM_MAX_BYTES);
  if (declaresMoreThan(request, limit)) throw new BodyRefusal("too-large", limit);
  const empty = (): RequestBody => ({
    tooLarge: false,
    form: new FormData(),
    bytes: new Uint8Array(),
    contentType: header,
  });
  if (!request.body) return empty();
  // Without a source a copy is read: React Router passes the request on to the action (it rebuilds it
  // around the same body stream, which must stay unread).
  const body = source ?? Readable.fromWeb(request.clone().body! as NodeWebReadableStream<Uint8Array>);
  try {
    return await readBodyAs(body, { type, header, rule, limit, start, settings, filesInMemory: !source });
  } catch (error) {
    // A copy is dropped on a refusal, so nothing goes on pulling the Request's body; the server's own
    // stream was paused and is left (the client still gets the answer).
    if (!source) body.destroy();
    throw error;
  }
}

async function readBodyAs(
  body: Readable,
  {
    type,
    header,
    rule,
    limit,
    start,
    settings,
    filesInMemory,
  }: {
    type: ContentType | null;
    header: string;
    rule: BodyRule;
    limit: number;
    start: Uint8Array | undefined;
    settings: Settings;
    filesInMemory: boolean;
  },
): Promise<RequestBody> {
  const maxBytes = rule.maxBytes(settings);
  const empty = (): RequestBody => ({
    tooLarge: false,
    form: new FormData(),
    bytes: new Uint8Array(),
    contentType: header,
  });
  if (type === "multipart" && !rule.raw) {
    // Read from the server's stream, files stay on disk until the request is answered; a Request on its own
    // (tests, scripts) may outlive the pipeline's run, so its files are read into memory.
    const fileBytes = rule.fileBytes?.(settings) ?? maxFileBytes(settings);
    const { form, tempDir } = await readMultipart(body, header, limit, fileBytes, start!, filesInMemory);
    return { tooLarge: false, form, bytes: new Uint8Array(), contentType: header, tempDir };
  }
  const bytes = await readBytesWithin(body, limit);
  // Without a type only an empty body is fine (a form with no fields, a bare POST).
  if (bytes.byteLength === 0) return empty();
  if (type === null) throw new BodyRefusal("unsupported-type", maxBytes);
  if (start && !Buffer.from(bytes.subarray(0, start.length)).equals(Buffer.from(start))) {
    throw new BodyRefusal("malformed", maxBytes);
  }
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
