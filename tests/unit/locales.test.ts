import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import {
  hasLanguageVersions,
  LOCALIZED_SECTIONS,
  localeOfParam,
  localeOfPath,
  localizePath,
  stripLocale,
} from "#app/i18n/locales";
import { routePathOf } from "#app/web/request-pipeline.server";
import { bodyKindFor } from "#app/web/request-body.server";
import { isCacheableRequest } from "#app/web/page-cache.server";
import { isPrivatePath } from "#app/web/security-headers.server";
import { isOpenDuringMaintenance } from "#app/web/maintenance.server";
import { formatsFor } from "#app/lib/format";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

describe("language in the URL", () => {
  it("reads the prefix: none is English, hi and mr themselves, anything else no language", () => {
    expect(localeOfParam(undefined)).toBe("en");
    expect(localeOfParam("hi")).toBe("hi");
    expect(localeOfParam("mr")).toBe("mr");
    expect(localeOfParam("en")).toBeNull();
    expect(localeOfParam("about-us")).toBeNull();
    expect(localeOfPath("/hi/residential")).toBe("hi");
    expect(localeOfPath("/mr")).toBe("mr");
    expect(localeOfPath("/high-rise")).toBe("en");
    expect(stripLocale("/hi/residential")).toBe("/residential");
    expect(stripLocale("/mr")).toBe("/");
    expect(stripLocale("/hindi")).toBe("/hindi");
  });

  it("puts a site path in a language, keeping its query and leaving other paths alone", () => {
    expect(localizePath("hi", "/residential?location=Mumbai&sort=price-low")).toBe(
      "/hi/residential?location=Mumbai&sort=price-low",
    );
    expect(localizePath("mr", "/")).toBe("/mr");
    expect(localizePath("mr", "/?tab=x#top")).toBe("/mr?tab=x#top");
    expect(localizePath("en", "/hi/property/3")).toBe("/property/3");
    expect(localizePath("mr", "/hi/property/3")).toBe("/mr/property/3");
    expect(localizePath("hi", "/admin/properties")).toBe("/admin/properties");
    expect(localizePath("hi", "/api/photos")).toBe("/api/photos");
    expect(localizePath("hi", "/account/my-data")).toBe("/account/my-data");
    expect(localizePath("hi", "/account/searches")).toBe("/hi/account/searches");
    expect(localizePath("hi", "//evil.example/x")).toBe("//evil.example/x");
    expect(localizePath("hi", "https://wa.me/91")).toBe("https://wa.me/91");
    expect(localizePath("hi", "#main")).toBe("#main");
  });

  it("knows every page inside the language route, and nothing outside it", () => {
    const table = routes as RouteEntry[];
    const scope = table.find((entry) => entry.file === "routes/site-layout.tsx")!;
    expect(scope.path).toBe(":lang?");
    const sections = new Set(scope.children!.map((entry) => (entry.path ?? "").split("/")[0]).filter((s) => s !== "*"));
    expect([...sections].sort()).toEqual([...LOCALIZED_SECTIONS].sort());
    for (const entry of table.filter((e) => e.path && e !== scope)) {
      if (entry.path === "account/my-data") expect(hasLanguageVersions("/account/my-data")).toBe(false);
      else expect(hasLanguageVersions(`/${entry.path}`)).toBe(false);
    }
    expect(fs.existsSync(path.resolve("app", scope.file))).toBe(true);
  });

  it("treats a page in every language as the same route for the pipeline, caches and maintenance", () => {
    expect(routePathOf("/:lang?/list-property")).toBe("/list-property");
    expect(routePathOf(":lang?")).toBe("/");
    expect(routePathOf("/admin/properties")).toBe("/admin/properties");
    expect(bodyKindFor(routePathOf("/:lang?/list-property"))).toBe("listing");
    expect(isCacheableRequest("GET", "/hi/login", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/mr/account/searches", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/hi/residential?location=Mumbai", undefined)).toBe(true);
    // The bare home page redirects a visitor who chose a language: never answered from the cache for them.
    expect(isCacheableRequest("GET", "/", "nivaas_lang=hi")).toBe(false);
    expect(isCacheableRequest("GET", "/", "nivaas_lang=en")).toBe(true);
    expect(isCacheableRequest("GET", "/residential", "nivaas_lang=hi")).toBe(true);
    expect(isPrivatePath("/hi/favorites")).toBe(true);
    expect(isPrivatePath("/mr/login.data")).toBe(true);
    expect(isOpenDuringMaintenance("/hi/login")).toBe(true);
    expect(isOpenDuringMaintenance("/hi/contact")).toBe(false);
  });
});

describe("formatting per language", () => {
  it("writes crore and lakh in each language's words, with Indian grouping and Latin digits", () => {
    expect(formatsFor("en").price(12_500_000)).toBe("₹1.3 Cr");
    expect(formatsFor("hi").price(12_500_000)).toBe("₹1.3 करोड़");
    expect(formatsFor("mr").price(12_500_000)).toBe("₹1.3 कोटी");
    expect(formatsFor("hi").price(4_500_000)).toBe("₹45 लाख");
    expect(formatsFor("mr").price(4_500_000)).toBe("₹45 लाख");
    expect(formatsFor("mr").rupees(12_345_678)).toBe("₹1,23,45,678");
    expect(formatsFor("hi").rent(45_000)).toBe("₹45,000/माह");
    expect(formatsFor("mr").amountInWords(5_760_000)).toBe("₹57.6 लाख");
    expect(formatsFor("hi").date("2026-11-21T10:00:00Z")).toMatch(/^21 .+ 2026$/);
    expect(formatsFor("mr").monthYear("2027-12-01T00:00:00Z")).not.toMatch(/[०-९]/);
  });
});
