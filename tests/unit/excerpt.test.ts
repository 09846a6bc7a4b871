import { describe, expect, it } from "vitest";
import { CARD_EXCERPT_CHARS, excerpt } from "#app/lib/excerpt";

describe("excerpt", () => {
  it("keeps short texts whole (whitespace tidied)", () => {
    expect(excerpt("A calm  2 BHK\nnear the station.")).toBe("A calm 2 BHK near the station.");
    const exact = "x".repeat(CARD_EXCERPT_CHARS);
    expect(excerpt(exact)).toBe(exact);
  });

  it("cuts long texts at a word boundary, within the limit, with an ellipsis", () => {
    const text = "Spacious rooms with cross ventilation, close to schools, hospitals and daily markets. ".repeat(4);
    const short = excerpt(text);
    expect(short.length).toBeLessThanOrEqual(CARD_EXCERPT_CHARS);
    expect(short.endsWith("…")).toBe(true);
    const words = short.slice(0, -1).split(" ");
    // Every word is whole: the text continues with a space after the cut.
    expect(
      text.startsWith(`${words.join(" ")} `) ||
        text.startsWith(`${words.join(" ")}, `) ||
        text.startsWith(`${words.join(" ")}. `),
    ).toBe(true);
    expect(short).not.toMatch(/[,.] ?…$/);
  });

  it("cuts a single endless word where it must", () => {
    const short = excerpt("y".repeat(500), 20);
    expect(short).toBe(`${"y".repeat(19)}…`);
  });
});
