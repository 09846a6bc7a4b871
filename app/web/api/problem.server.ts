/**
 * Errors of the public API as RFC 9457 problem details
 * (`application/problem+json`): `type`, `title`, `status`, `detail`, the
 * request's id, and for a bad request `errors`, one `{field, message}` per
 * field at fault (a query parameter, a path parameter, a body field by its
 * dotted path, or a header), so a client can tell which value to fix.
 *
 * A handler throws an `ApiProblem`; the endpoint runner (endpoint.server.ts)
 * answers it. Anything else thrown is the server's fault: logged with the
 * request id, answered 500 with no detail.
 */
import type { z } from "zod";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** Problem types beyond the bare HTTP status (`about:blank`). Stable: clients may branch on them. */
export const PROBLEM_TYPES = {
  invalidRequest: "urn:nivaas:problem:invalid-request",
  notFound: "urn:nivaas:problem:not-found",
  methodNotAllowed: "urn:nivaas:problem:method-not-allowed",
  crossOriginRefused: "urn:nivaas:problem:cross-origin-refused",
  unauthorized: "urn:nivaas:problem:unauthorized",
  forbidden: "urn:nivaas:problem:forbidden",
  conflict: "urn:nivaas:problem:conflict",
  unprocessable: "urn:nivaas:problem:unprocessable",
  rateLimited: "urn:nivaas:problem:rate-limited",
  serverError: "about:blank",
} as const;

export type FieldError = { field: string; message: string };

export type ProblemDocument = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  requestId: string;
  errors?: FieldError[];
};

export class ApiProblem extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  /** Extra headers of the answer (Retry-After, WWW-Authenticate, Allow…). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    title: string,
    options: { type?: string; detail?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    // An answer, not a fault: nothing logs where a problem was made, and capturing the stack cost more than the
    // rest of a refusal (a client flooding past its limit made one per request).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(options.detail ?? title);
    Error.stackTraceLimit = stackTraceLimit;
    this.status = status;
    this.title = title;
    this.type = options.type ?? "about:blank";
    this.detail = options.detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 400 naming each field at fault. */
export function invalidRequest(errors: FieldError[], detail = "Some parameters are not valid."): ApiProblem {
  return new ApiProblem(400, "Invalid request", { type: PROBLEM_TYPES.invalidRequest, detail, errors });
}

export function notFound(detail: string): ApiProblem {
  return new ApiProblem(404, "Not found", { type: PROBLEM_TYPES.notFound, detail });
}

/**
 * A zod error's issues as field errors. `prefix` names where the value came
 * from when the path alone does not ("header:" for headers); a query or path
 * parameter is named by its parameter name, a body field by its dotted path
 * ("price", "photos.2.url"); a list parameter's item by the parameter's name.
 */
export function fieldErrors(
  error: z.ZodError,
  options: { listParameter?: boolean; prefix?: string } = {},
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = options.listParameter ? issue.path.slice(0, 1) : issue.path;
    const field = `${options.prefix ?? ""}${path.map(String).join(".")}` || "(request)";
    const key = `${field}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** The problem document of `problem`, for the request `requestId`. */
export function problemDocument(problem: ApiProblem, requestId: string): ProblemDocument {
  return {
    type: problem.type,
    title: problem.title,
    status: problem.status,
    ...(problem.detail ? { detail: problem.detail } : {}),
    requestId,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
}

/** The answer for `problem`: never kept by any cache. */
export function problemResponse(
  problem: ApiProblem,
  requestId: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problemDocument(problem, requestId)), {
    status: problem.status,
    headers: {
      "Content-Type": PROBLEM_CONTENT_TYPE,
      "Cache-Control": "no-store",
      "X-Request-Id": requestId,
      ...headers,
      ...problem.headers,
    },
  });
}
