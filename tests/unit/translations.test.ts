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
});
