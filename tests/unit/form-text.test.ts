import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "#app/lib/form-text";
import { formValues } from "#app/lib/form/form-values";

describe("form text", () => {
  it("drops control characters (NUL, bell, escape, delete) but keeps tabs and line breaks", () => {
    expect(withoutControlCharacters("A\u0000sha\u0007 R\u001bao\u007f")).toBe("Asha Rao");
    expect(withoutControlCharacters("one\ttwo\r\nthree\n")).toBe("one\ttwo\r\nthree\n");
  });

  it("is applied to the account forms' values", () => {
    const form = new FormData();
    form.set("name", "Asha\u0000 Rao");
    expect(formValues(form).name).toBe("Asha Rao");
  });
});
