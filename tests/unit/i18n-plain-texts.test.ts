/**
 * The server's i18next instances remember texts (app/i18n/server-texts.server.ts,
 * rememberPlainTexts): a call with a key and nothing else, or with a key and
 * plain values (strings, finite numbers, booleans), is worked out once per key
 * and values, and gives exactly what i18next gives; a call with an object or
 * a Date among its values, or with a key prefix, always goes to i18next.
 */
import { describe, expect, it, vi } from "vitest";
import type { Resources } from "#app/i18n/i18n";
import { createI18n } from "#app/i18n/server-texts.server";
import { translateMessage } from "#app/i18n/use-locale";
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

  it("remembers a text with plain values by its key and values, and gives what i18next gives", () => {
    const instance = createI18n("en", en);
    const t = instance.getFixedT("en", "listings");
    const asked = vi.spyOn(instance, "t");
    expect(t("results.properties", { count: 1, total: "1" })).toBe("1 Property Found");
    expect(t("results.properties", { count: 12, total: "12" })).toBe("12 Properties Found");
    expect(asked).toHaveBeenCalledTimes(2);
    // The same key and values again: what was worked out, i18next not asked.
    expect(t("results.properties", { count: 12, total: "12" })).toBe("12 Properties Found");
    expect(t("results.properties", { count: 1, total: "1" })).toBe("1 Property Found");
    expect(asked).toHaveBeenCalledTimes(2);
    // Other values are another text.
    expect(t("results.properties", { count: 3, total: "3" })).toBe("3 Properties Found");
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it("leaves objects, Dates, NaN and key prefixes to i18next", () => {
    const instance = createI18n("en", en);
    const t = instance.getFixedT("en", "listings") as unknown as (key: string, options?: object) => string;
    const asked = vi.spyOn(instance, "t");
    t("results.properties", { count: 2, total: "2", extra: { nested: true } });
    t("results.properties", { count: 2, total: "2", extra: { nested: true } });
    t("results.properties", { count: 2, total: new Date(0) });
    t("results.properties", { count: 2, total: new Date(0) });
    // NaN and Infinity are written alike by JSON: neither is remembered.
    expect(t("results.properties", { count: Number.NaN, total: "NaN" })).toBe("NaN Properties Found");
    expect(t("results.properties", { count: Number.POSITIVE_INFINITY, total: "∞" })).toBe("∞ Properties Found");
    expect(asked).toHaveBeenCalledTimes(6);
    // i18next 26's types know no key prefixes of this namespace's flat keys; the call is what is tested.
    const prefixed = instance.getFixedT("en", "listings", "filters" as never) as unknown as (key: string) => string;
    expect(prefixed("apply")).toBe(t("filters.apply"));
  });

  it("remembers what translateMessage asks the instance (catalogue values by their English text)", () => {
    const instance = createI18n("hi", hi as unknown as Resources);
    // i18next's t and exists both end in its translator; the instance's own are what is remembered.
    const translator = (instance as unknown as { translator: { translate: () => unknown; exists: () => boolean } })
      .translator;
    const translate = vi.spyOn(translator, "translate");
    const exists = vi.spyOn(translator, "exists");
    const first = translateMessage(instance, "Apartment");
    expect(first).toBe(instance.getResource("hi", "values", "Apartment"));
    const asked = translate.mock.calls.length + exists.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    expect(translateMessage(instance, "Apartment")).toBe(first);
    expect(translate.mock.calls.length + exists.mock.calls.length).toBe(asked);
    // An English text with no translation shows as itself, every time.
    expect(translateMessage(instance, "Not a catalogue value")).toBe("Not a catalogue value");
    expect(translateMessage(instance, "Not a catalogue value")).toBe("Not a catalogue value");
  });
});
