/**
 * The server's i18next instances remember plain texts (app/i18n/i18n.ts,
 * rememberPlainTexts): a call with a key and nothing else is worked out once,
 * and gives exactly what i18next gives; a call with values, a count or a key
 * prefix always goes to i18next.
 */
import { describe, expect, it, vi } from "vitest";
import type { Resources } from "#app/i18n/i18n";
import { createI18n } from "#app/i18n/server-texts.server";
import en from "#app/locales/en/index";
import hi from "#app/locales/hi/index";

describe("plain texts on the server", () => {
  it("gives what i18next gives, asking it once per key", () => {
    const instance = createI18n("hi", hi as unknown as Resources);
    const asked = vi.spyOn(instance, "t");
    const t = instance.getFixedT("hi", "listings");
    const first = t("filters.apply");
    expect(first).toBe(instance.getResource("hi", "listings", "filters.apply"));
    expect(first).not.toBe("filters.apply");
    expect(asked).toHaveBeenCalledTimes(1);
    // Another component's function for the same language and namespace uses what was worked out.
    expect(instance.getFixedT("hi", "listings")("filters.apply")).toBe(first);
    expect(asked).toHaveBeenCalledTimes(1);
    // Another namespace is another text.
    const common = instance.getFixedT("hi", "common") as unknown as (key: string) => string;
    expect(common("filters.apply")).toBe("filters.apply");
  });

  it("leaves counts, values and key prefixes to i18next", () => {
    const instance = createI18n("en", en);
    const t = instance.getFixedT("en", "listings");
    const asked = vi.spyOn(instance, "t");
    expect(t("results.properties", { count: 1, total: "1" })).toBe("1 Property Found");
    expect(t("results.properties", { count: 12, total: "12" })).toBe("12 Properties Found");
    expect(t("results.properties", { count: 12, total: "12" })).toBe("12 Properties Found");
    expect(asked).toHaveBeenCalledTimes(3);
    // i18next 26's types know no key prefixes of this namespace's flat keys; the call is what is tested.
    const prefixed = instance.getFixedT("en", "listings", "filters" as never) as unknown as (key: string) => string;
    expect(prefixed("apply")).toBe(t("filters.apply"));
  });
});
