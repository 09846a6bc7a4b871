import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isPrivatePath, staticSecurityHeaders } from "#app/web/security-headers.server";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("allows this origin's scripts and the nonce, never inline scripts or eval", () => {
    const policy = contentSecurityPolicy("abc123==", {});
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directive(contentSecurityPolicy(undefined, {}), "script-src")).toEqual(["'self'"]);
    for (const rule of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(rule);
    }
  });

  it("allows images from the S3 storage's public origin", () => {
    const policy = contentSecurityPolicy("n", {
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example.com/nivaas/",
    });
    expect(directive(policy, "img-src")).toContain("https://cdn.example.com");
    expect(directive(contentSecurityPolicy("n", {}), "img-src")).toContain("'self'");
  });
});

describe("staticSecurityHeaders", () => {
  it("sends HSTS only when the public address is https", () => {
    expect(staticSecurityHeaders("https://nivaas.example")["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(staticSecurityHeaders("http://127.0.0.1:3000")["Strict-Transport-Security"]).toBeUndefined();
    expect(staticSecurityHeaders("http://127.0.0.1:3000")).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
});

describe("isPrivatePath", () => {
  it("covers the back office, account pages and their data requests, not the public catalogue", () => {
    for (const path of ["/admin", "/admin/users", "/admin.data", "/login", "/login.data", "/favorites", "/api/auth/x"])
      expect(isPrivatePath(path), path).toBe(true);
    // Saved searches and the unsubscribe link's answer (it names the person's search).
    for (const path of ["/account/searches", "/alerts/unsubscribe"]) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ["/", "/residential", "/administrator", "/loginx", "/property/1"])
      expect(isPrivatePath(path), path).toBe(false);
  });
});
