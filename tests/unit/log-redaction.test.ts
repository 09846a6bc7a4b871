/**
 * What the server's log may never hold (app/platform/log.server.ts): passwords,
 * codes, tokens, cookies and full phone numbers, whatever a caller passes.
 */
import { describe, expect, it } from "vitest";
import {
  createLogger,
  loggableUrl,
  maskEmailAddress,
  maskPhoneNumber,
  maskRecipient,
  REDACTED,
  runForRequest,
  scrubText,
} from "#app/platform/log.server";

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: "info" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the log's redaction", () => {
  it("replaces fields named like secrets, at the top and one level down", () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        password: "hunter2-secret",
        token: "tok-abc-123",
        body: { newPassword: "n3w-pass-word", otp: "482913", cookie: "better-auth.session_token=xyz" },
        headers: { authorization: "Bearer sekrit" },
        kept: "visible",
      },
      "a line",
    );
    const text = lines.join("");
    for (const secret of ["hunter2-secret", "tok-abc-123", "n3w-pass-word", "482913", "session_token=xyz", "sekrit"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
    expect(text).toContain("visible");
  });

  it("one JSON object per line with an ISO time, the level's name and the message", () => {
    const { logger, entries } = capturingLogger();
    logger.warn("careful");
    const [entry] = entries();
    expect(entry).toMatchObject({ level: "warn", msg: "careful" });
    expect(new Date(String(entry.time)).toISOString()).toBe(entry.time);
  });

  it("an error keeps its stack but not a failed query's parameters; phone numbers keep four digits", () => {
    const { logger, lines, entries } = capturingLogger();
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "account" ("password") values ($1, $2)\nparams: $argon-hash-value,+919876543210',
      ),
      { params: ["$argon-hash-value", "+919876543210"] },
    );
    logger.error({ err: failed }, "Saving failed for +91 98765 43210");
    const text = lines.join("");
    expect(text).not.toContain("argon-hash-value");
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("98765 43210");
    expect(text).toContain("3210");
    const [entry] = entries();
    const err = entry.err as { stack: string; message: string };
    expect(err.stack).toMatch(/\n\s+at /);
    expect(err.message).toContain(`params: ${REDACTED}`);
  });

  it("lines written while a request is answered carry its id", () => {
    const { logger, entries } = capturingLogger();
    runForRequest({ id: "req-42" }, () => logger.info("inside"));
    logger.info("outside");
    const [inside, outside] = entries();
    expect(inside.requestId).toBe("req-42");
    expect(outside.requestId).toBeUndefined();
  });

  it("URLs lose the values of query parameters named like secrets", () => {
    expect(loggableUrl("/forgot-password?token=abc123&lang=hi")).toBe(`/forgot-password?token=${REDACTED}&lang=hi`);
    expect(loggableUrl("/alerts/unsubscribe?token=s.ig&x=1")).toBe(`/alerts/unsubscribe?token=${REDACTED}&x=1`);
    expect(loggableUrl("/api/auth/verify-email?token=eyJhbGc&callbackURL=%2F")).not.toContain("eyJhbGc");
    expect(loggableUrl("/residential?q=2bhk&page=2")).toBe("/residential?q=2bhk&page=2");
    expect(loggableUrl("/x?code=123456")).not.toContain("123456");
  });

  it("masks recipients: phone numbers to their last four digits, e-mail addresses to a letter and the domain", () => {
    expect(maskPhoneNumber("+919876543210")).toBe("+********3210");
    expect(maskEmailAddress("asha@example.com")).toBe("a***@example.com");
    expect(maskRecipient("+919876543210")).not.toContain("98765");
    expect(maskRecipient("asha@example.com")).not.toContain("asha");
    expect(scrubText("call 9876543210 now")).toBe("call ******3210 now");
    // Short numbers (ids, years, counts) are left alone.
    expect(scrubText("property 12345 in 2026")).toBe("property 12345 in 2026");
  });
});
