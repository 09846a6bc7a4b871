import { describe, expect, it } from "vitest";
import { ApiProblem, PROBLEM_TYPES, problemDocument } from "#app/web/api/problem.server";

describe("ApiProblem", () => {
  it("is an answer, not a fault: it carries no stack frames, and the process's stack depth is left as it was", () => {
    const before = Error.stackTraceLimit;
    const problem = new ApiProblem(429, "Too many requests", {
      type: PROBLEM_TYPES.rateLimited,
      detail: "Try again in 30 s.",
      headers: { "Retry-After": "30" },
    });
    expect(problem).toBeInstanceOf(Error);
    expect(problem.message).toBe("Try again in 30 s.");
    expect(problem.stack ?? "").not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error("a fault").stack).toMatch(/\n\s+at /);
    expect(problemDocument(problem, "req-1")).toEqual({
      type: PROBLEM_TYPES.rateLimited,
      title: "Too many requests",
      status: 429,
      detail: "Try again in 30 s.",
      requestId: "req-1",
    });
  });
});
