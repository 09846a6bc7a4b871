import { describe, expect, it } from "vitest";
import { caretAfterDigits, digitsOf } from "#app/lib/grouped-digits";

describe("an amount typed with grouping", () => {
  it("keeps only its digits", () => {
    expect(digitsOf("50,00,000")).toBe("5000000");
    expect(digitsOf(" 1 20,000 ")).toBe("120000");
    expect(digitsOf("₹12abc")).toBe("12");
    expect(digitsOf("")).toBe("");
    expect(digitsOf("9".repeat(20))).toHaveLength(12);
  });
  it("puts the caret after the same digit once regrouped", () => {
    // Typing a 6 after "5,00,000|" gives "50,00,006|": the caret after the seventh digit, at the end.
    expect(caretAfterDigits("50,00,006", 7)).toBe(9);
    // After the first digit of "50,00,000": before the second.
    expect(caretAfterDigits("50,00,000", 1)).toBe(1);
    // After the third digit: past the comma that follows the second.
    expect(caretAfterDigits("50,00,000", 3)).toBe(4);
    expect(caretAfterDigits("50,00,000", 0)).toBe(0);
    expect(caretAfterDigits("", 3)).toBe(0);
  });
});
