import { describe, expect, it } from "vitest";
import { catalogues } from "#app/locales/catalogues";

const { en, hi, mr } = catalogues;
import { catalogueProblems, placeholdersOf, type Catalogue } from "#app/i18n/catalogue-check";

describe("translations", () => {
  it("gives every English text a Hindi and a Marathi translation with the same placeholders", () => {
    const problems = [
      ...catalogueProblems(en as Catalogue, "hi", hi as Catalogue),
      ...catalogueProblems(en as Catalogue, "mr", mr as Catalogue),
    ].map((p) => `${p.locale} ${p.namespace} "${p.key}": ${p.problem}`);
    expect(problems).toEqual([]);
  });

  it("finds a missing key, a stale one and a dropped placeholder", () => {
    const english = { common: { a: "Hello {{name}}", b: "Bye" } };
    const problems = catalogueProblems(english, "hi", { common: { a: "नमस्ते", c: "x" } });
    expect(problems.map((p) => `${p.key}:${p.problem}`)).toEqual([
      "a:placeholders none instead of name",
      "b:missing",
      "c:not in English (stale)",
    ]);
    expect(placeholdersOf("{{count}} of {{ total }} {{price, number}}")).toEqual(["count", "price", "total"]);
  });

  it("has the same namespaces in every language", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort());
  });

  it("keeps each English-keyed text in one namespace, so a message reads the same wherever it shows", () => {
    // useMessage() looks an English text up in values, messages, then each area's namespace: a
    // second copy elsewhere would never be used, and could drift from the first.
    const semantic = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
    const homes = new Map<string, string[]>();
    for (const [namespace, texts] of Object.entries(en as Catalogue)) {
      for (const key of Object.keys(texts)) {
        if (!semantic.test(key)) homes.set(key, [...(homes.get(key) ?? []), namespace]);
      }
    }
    expect([...homes].filter(([, namespaces]) => namespaces.length > 1)).toEqual([]);
  });
});
