/**
 * The write endpoints of the public API (ADR 037): a partner's system keeps
 * its listings on Nivaas in step with its own, one listing per request, keyed
 * by its own reference (Rightmove's and Zoopla's model).
 *
 * - `PUT /api/v1/listings/{externalRef}` creates or updates the caller's
 *   listing with that reference; `DELETE` withdraws it. Both go through the
 *   supply area's ingestion path (`ingestListing`, `withdrawListingByRef`),
 *   which validates the listing and decides new / changed / unchanged: a
 *   second identical PUT changes nothing. References belong to an account,
 *   so another account's listing is never reachable: DELETE of a reference the
 *   caller does not hold is 404, never 403.
 * - Both need a key with the write scope (api-key-access.server.ts, through
 *   the API's extension point), are counted against the key's write limit,
 *   and carry no CORS header: writes are never cross-origin.
 * - `Idempotency-Key`: the first answer is kept 24 hours and replayed to a
 *   repeat (`Idempotent-Replayed: true`); the same key with another request
 *   is 422, and a repeat while the first is still running is 409.
 * - The body is read by the request pipeline's bounded reader (JSON only, at
 *   most 64 KB); malformed JSON, a body that is not an object, and fields the
 *   ingestion path refuses are 400 problem documents naming each field.
 */
import type { RouterContextProvider } from "react-router";
import "zod-openapi";
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_SHAPE,
  releaseIdempotencyKey,
  requestFingerprint,
  settleIdempotencyKey,
  type StoredAnswer,
} from "#app/domain/api-access/idempotency.server";
import { EXTERNAL_REF_PATTERN, ingestListing, withdrawListingByRef } from "#app/domain/supply/ingest.server";
import { log } from "#app/platform/log.server";
import { requestBodyContext } from "#app/web/context";
import { TEXT_FORM_MAX_BYTES } from "#app/web/request-body.server";
import { listingSchema } from "#app/lib/validation/leads";
import { authenticateApiRequest, type ApiCaller } from "../authenticate.server";
import { ApiProblem, invalidRequest, PROBLEM_TYPES, problemDocument, PROBLEM_CONTENT_TYPE } from "../problem.server";
import { apiRequestId } from "../request-id.server";
import { problemSchema } from "../schemas.server";

type ActionArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

/** The answer of a write as it is sent and, with an Idempotency-Key, kept. */
type WriteAnswer = { status: number; body: unknown };

/** What a successful PUT answers. */
export const listingWriteResultSchema = z
  .object({
    externalRef: z.string().meta({ description: "The caller's own reference, as in the path." }),
    outcome: z.enum(["new", "changed", "unchanged"]).meta({
      description: "new: created; changed: updated; unchanged: identical to what Nivaas holds, nothing was written.",
    }),
    listingId: z.number().int().meta({
      description: "The property's id once published, else the id of the submission waiting for review.",
    }),
    published: z.boolean().meta({
      description: "true: live on the site (staff and verified agents and builders); false: waiting for staff review.",
    }),
  })
  .meta({ id: "ListingWriteResult" });

/** What a successful DELETE answers. */
export const listingWithdrawResultSchema = z
  .object({
    externalRef: z.string(),
    outcome: z
      .literal("withdrawn")
      .meta({ description: "The listing is no longer shown (withdrawing twice is fine)." }),
  })
  .meta({ id: "ListingWithdrawResult" });

/** The path parameter; the ingestion path decides which references are acceptable. */
export const externalRefParams = z.object({
  externalRef: z.string().regex(EXTERNAL_REF_PATTERN).meta({
    id: "ExternalRef",
    description: "Your own reference for the listing: letters, digits and . _ / - (at most 100).",
  }),
});

const IDEMPOTENCY_HEADER = "Idempotency-Key";

function keyCaller(caller: ApiCaller) {
  if (caller.kind !== "key") throw new ApiProblem(401, "Unauthorized", { type: PROBLEM_TYPES.unauthorized });
  return caller;
}

function externalRefOf(params: ActionArgs["params"]): string {
  const parsed = externalRefParams.safeParse(params);
  if (!parsed.success)
    throw invalidRequest([
      {
        field: "externalRef",
        message: "Give the listing's reference: 1 to 100 letters, digits and . _ / -, starting with a letter or digit",
      },
    ]);
  return parsed.data.externalRef;
}

/** The body the bounded reader kept (an empty one for a DELETE without a body). */
function bodyBytes(context: ActionArgs["context"]): Uint8Array {
  const body = context.get(requestBodyContext);
  if (body.tooLarge) throw tooLarge();
  return body.bytes;
}

function tooLarge(): ApiProblem {
  return new ApiProblem(413, "Content too large", {
    type: PROBLEM_TYPES.invalidRequest,
    detail: `A request body may be at most ${TEXT_FORM_MAX_BYTES} bytes.`,
  });
}

/** The JSON object a PUT sends: the listing's fields, and `photoUrls`. */
function listingBody(bytes: Uint8Array): { listing: Record<string, unknown>; photoUrls?: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw invalidRequest([{ field: "(body)", message: "The body must be a JSON object" }], "The body is not JSON.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw invalidRequest([{ field: "(body)", message: "The body must be a JSON object" }]);
  const { photoUrls, ...listing } = value as Record<string, unknown>;
  if (photoUrls === undefined) return { listing };
  if (!Array.isArray(photoUrls) || photoUrls.some((url) => typeof url !== "string"))
    throw invalidRequest([{ field: "photoUrls", message: "photoUrls must be a list of https:// addresses" }]);
  return { listing, photoUrls: photoUrls as string[] };
}

async function putListing(args: ActionArgs, caller: ReturnType<typeof keyCaller>): Promise<WriteAnswer> {
  const externalRef = externalRefOf(args.params);
  const { listing, photoUrls } = listingBody(bodyBytes(args.context));
  const result = await ingestListing(
    {
      account: { userId: caller.userId, role: caller.role, verified: caller.verified },
      source: "api",
      externalRef,
      listing,
      ...(photoUrls ? { photoUrls } : {}),
    },
    { dryRun: false },
  );
  if (result.outcome === "invalid") throw invalidRequest(result.errors, "The listing was not accepted.");
  return {
    status: result.outcome === "new" ? 201 : 200,
    body: { externalRef, outcome: result.outcome, listingId: result.listingId, published: result.published },
  };
}

async function deleteListing(args: ActionArgs, caller: ReturnType<typeof keyCaller>): Promise<WriteAnswer> {
  const externalRef = externalRefOf(args.params);
  const outcome = await withdrawListingByRef({ userId: caller.userId }, externalRef, {
    id: caller.userId,
    name: "API",
  });
  // Another account's reference is not the caller's either: the same 404, so nothing says it exists.
  if (outcome === "not-found")
    throw new ApiProblem(404, "Not found", {
      type: PROBLEM_TYPES.notFound,
      detail: "You have no listing with this reference.",
    });
  return { status: 200, body: { externalRef, outcome } };
}

const OPERATIONS: Record<string, (args: ActionArgs, caller: ReturnType<typeof keyCaller>) => Promise<WriteAnswer>> = {
  PUT: putListing,
  DELETE: deleteListing,
};

/** A kept or fresh answer as a Response. */
function toResponse(answer: StoredAnswer, headers: Record<string, string>): Response {
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: { ...answer.headers, ...headers },
  });
}

function jsonAnswer(answer: WriteAnswer): StoredAnswer {
  return {
    status: answer.status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify(answer.body),
  };
}

function problemAnswer(problem: ApiProblem, requestId: string): StoredAnswer {
  return {
    status: problem.status,
    headers: { "Content-Type": PROBLEM_CONTENT_TYPE, ...problem.headers },
    body: JSON.stringify(problemDocument(problem, requestId)),
  };
}

function serverFault(error: unknown): ApiProblem {
  log.error({ err: error }, "API write failed");
  return new ApiProblem(500, "Internal Server Error", {
    detail: "The server failed to answer; quote the request id when reporting it.",
  });
}

/**
 * The action of /api/v1/listings/{externalRef}: PUT and DELETE, each checked
 * (key, scope, limit), made idempotent when asked, and answered as JSON or as
 * a problem document, with the request id and the caller's limits, never
 * with CORS headers.
 */
export async function answerListingWrite(args: ActionArgs): Promise<Response> {
  const { request, context } = args;
  const requestId = apiRequestId(request);
  const method = request.method.toUpperCase();
  let headers: Record<string, string> = { "X-Request-Id": requestId, "Cache-Control": "no-store" };
  const operation = OPERATIONS[method];
  if (!operation) {
    const problem = new ApiProblem(405, "Method not allowed", {
      type: PROBLEM_TYPES.methodNotAllowed,
      detail: "Use GET to read a listing, PUT to create or update it and DELETE to withdraw it.",
      headers: { Allow: "GET, HEAD, PUT, DELETE" },
    });
    return toResponse(problemAnswer(problem, requestId), headers);
  }
  let claimed: { userId: string; key: string } | null = null;
  try {
    const authentication = await authenticateApiRequest({
      request,
      context,
      endpoint: { operationId: method === "PUT" ? "putListing" : "deleteListing", access: "write" },
    });
    headers = { ...headers, ...authentication.headers };
    const caller = keyCaller(authentication.caller);
    const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
    if (idempotencyKey !== null) {
      if (!IDEMPOTENCY_KEY_SHAPE.test(idempotencyKey))
        throw invalidRequest([
          { field: `header:${IDEMPOTENCY_HEADER}`, message: "Use 1 to 255 visible ASCII characters, e.g. a UUID" },
        ]);
      const fingerprint = requestFingerprint(method, new URL(request.url).pathname, bodyBytes(context));
      const claim = await claimIdempotencyKey(caller.userId, idempotencyKey, fingerprint);
      if (claim.kind === "replay") return toResponse(claim.answer, { ...headers, "Idempotent-Replayed": "true" });
      if (claim.kind === "mismatch")
        throw new ApiProblem(422, "Idempotency key reused", {
          type: PROBLEM_TYPES.unprocessable,
          detail: "This Idempotency-Key was used for a different request in the last 24 hours.",
          errors: [{ field: `header:${IDEMPOTENCY_HEADER}`, message: "Already used for a different request" }],
        });
      if (claim.kind === "in-progress")
        throw new ApiProblem(409, "Request in progress", {
          type: PROBLEM_TYPES.conflict,
          detail: "A request with this Idempotency-Key is still being answered; retry in a moment.",
        });
      claimed = { userId: caller.userId, key: idempotencyKey };
    }
    const answer = jsonAnswer(await operation(args, caller));
    if (claimed) await settleIdempotencyKey(claimed.userId, claimed.key, answer);
    return toResponse(answer, headers);
  } catch (error) {
    const problem = error instanceof ApiProblem ? error : serverFault(error);
    const answer = problemAnswer(problem, requestId);
    if (claimed) {
      await (problem.status >= 500
        ? releaseIdempotencyKey(claimed.userId, claimed.key)
        : settleIdempotencyKey(claimed.userId, claimed.key, answer));
    }
    return toResponse(answer, headers);
  }
}

// ---------------------------------------------------------------- the OpenAPI description

/** The security scheme the writes name (and reads may use, for the higher per-key limit). */
export const API_KEY_SECURITY_SCHEMES = {
  apiKey: {
    type: "http",
    scheme: "bearer",
    description:
      "An API key from /account/api-keys, as `Authorization: Bearer <key>` (or `X-Api-Key: <key>`). " +
      "Reads need none (they are limited per address without one); writes need a key with the write scope.",
  },
} as const;

const photoUrlsField = z
  .array(z.string().meta({ description: "An https:// link to a photo; Nivaas fetches and stores it." }))
  .optional()
  .meta({ description: "The listing's photos, in order (at most the site's photo limit)." });

/**
 * The body of a PUT as documented: the List Your Property form's fields (its
 * own schema, for either property type) with `photoUrls`. It documents; the
 * ingestion path is what validates.
 */
const listingBodySchema = z
  .union([
    listingSchema("residential").extend({ photoUrls: photoUrlsField }),
    listingSchema("commercial").extend({ photoUrls: photoUrlsField }),
  ])
  .meta({
    id: "ListingInput",
    description:
      "A listing as the List Your Property form takes it, plus `locality` (a locality listed on Nivaas), " +
      "`reraNumber` (a builder's listing: one of the builder's MahaRERA project registrations) and `photoUrls`.",
  });

const requestIdHeader = z.string().meta({ description: "The request's id." });
const limitHeaders = {
  RateLimit: z.string().meta({ description: 'What is left: `"write";r=<remaining>;t=<seconds to reset>`.' }),
  "RateLimit-Policy": z.string().meta({ description: 'The limit: `"write";q=<quota>;w=<window seconds>`.' }),
};

const PROBLEMS: Record<number, string> = {
  400: "The body or a field is not valid: `errors` names each one.",
  401: "No API key, or one that is unknown, expired or revoked.",
  403: "The key does not have the write scope.",
  404: "You have no listing with this reference (another account's references are never reachable).",
  405: "Only GET, PUT and DELETE.",
  409: "A request with this Idempotency-Key is still being answered.",
  413: "The body is larger than 64 KB.",
  415: "The body is not application/json.",
  422: "This Idempotency-Key was used for a different request in the last 24 hours.",
  429: "Over the key's write limit: retry after `Retry-After` seconds.",
  500: "The server failed; quote the request id.",
  503: "Maintenance mode: writes are held (except with a staff member's key); retry after `Retry-After` seconds.",
};

function problem(status: number) {
  return {
    description: PROBLEMS[status],
    headers: z.object({
      "X-Request-Id": requestIdHeader,
      ...(status === 429 ? limitHeaders : {}),
      ...(status === 429 || status === 503
        ? { "Retry-After": z.string().meta({ description: "Seconds to wait." }) }
        : {}),
    }),
    content: { "application/problem+json": { schema: problemSchema } },
  };
}

const idempotencyKeyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({
      id: "IdempotencyKey",
      description:
        "Any unique string (a UUID): the first answer is kept 24 hours and replayed to a repeat " +
        "(with `Idempotent-Replayed: true`); the same key with a different request is 422.",
    }),
});

function success(description: string, schema: z.ZodType) {
  return {
    description,
    headers: z.object({ "X-Request-Id": requestIdHeader, ...limitHeaders }),
    content: { "application/json": { schema } },
  };
}

const putListingOperation: ZodOpenApiOperationObject = {
  operationId: "putListing",
  summary: "Create or update one of your listings",
  description:
    "Creates the listing with your reference, or updates it; an identical PUT changes nothing (`unchanged`). " +
    "Listings of staff and verified agents and builders are published at once; others wait for staff review.",
  tags: ["Listings"],
  security: [{ apiKey: [] }],
  requestParams: { path: externalRefParams, header: idempotencyKeyHeader },
  requestBody: { required: true, content: { "application/json": { schema: listingBodySchema } } },
  responses: {
    200: success("Updated (`changed`) or already so (`unchanged`).", listingWriteResultSchema),
    201: success("Created (`new`).", listingWriteResultSchema),
    ...Object.fromEntries(
      [400, 401, 403, 409, 413, 415, 422, 429, 500, 503].map((status) => [status, problem(status)]),
    ),
  },
};

const deleteListingOperation: ZodOpenApiOperationObject = {
  operationId: "deleteListing",
  summary: "Withdraw one of your listings",
  description: "The listing is no longer shown. Withdrawing a withdrawn listing again is fine.",
  tags: ["Listings"],
  security: [{ apiKey: [] }],
  requestParams: { path: externalRefParams, header: idempotencyKeyHeader },
  responses: {
    200: success("Withdrawn.", listingWithdrawResultSchema),
    ...Object.fromEntries([400, 401, 403, 404, 409, 422, 429, 500, 503].map((status) => [status, problem(status)])),
  },
};

/** The writes' part of the OpenAPI document (openapi.server.ts adds it to the reads'). */
export const LISTING_WRITE_PATHS: ZodOpenApiPathsObject = {
  "/api/v1/listings/{externalRef}": { put: putListingOperation, delete: deleteListingOperation },
};
