import { describe, expect, it } from "vitest";
import { absoluteUrl, isHttpUrl, safeUrl } from "#app/lib/urls";
import { containsPattern } from "#app/platform/db.server";

describe("URL safety", () => {
  it("accepts only web addresses as links, https only when asked", () => {
    expect(isHttpUrl("https://example.com/a.jpg")).toBe(true);
    expect(isHttpUrl("HTTP://example.com")).toBe(true);
    expect(isHttpUrl("http://example.com", { httpsOnly: true })).toBe(false);
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AA", "/uploads/a.webp", "example.com", ""]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  it("lets our own paths and web addresses through as href/src, nothing else", () => {
    expect(safeUrl("/uploads/admin/a-card.webp")).toBe("/uploads/admin/a-card.webp");
    expect(safeUrl("https://tour.example.com")).toBe("https://tour.example.com/");
    expect(safeUrl("//evil.example/x.jpg")).toBeNull();
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl("")).toBeNull();
  });

  it("makes our own paths absolute on the public URL and leaves web addresses alone", () => {
    expect(absoluteUrl("/uploads/a.webp", "https://nivaas.in")).toBe("https://nivaas.in/uploads/a.webp");
    expect(absoluteUrl("https://cdn.example.com/a.webp", "https://nivaas.in")).toBe("https://cdn.example.com/a.webp");
  });
});

describe("containsPattern", () => {
  it("matches the text anywhere, case-insensitively, with the user's wildcards taken literally", () => {
    expect(containsPattern("Powai")).toBe("%powai%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
