/**
 * A whole-rupee amount typed into a text box that shows it grouped as it is
 * typed (50,00,000): only its digits count, and the caret stays after the
 * digit it followed when the grouping moves the commas.
 */

/** The digits of what was typed (grouping, spaces and anything else dropped), at most `maxDigits`. */
export function digitsOf(text: string, maxDigits = 12): string {
  return text.replace(/\D/g, "").slice(0, maxDigits);
}

/** Where the caret goes in `grouped` to stand after its first `digitCount` digits. */
export function caretAfterDigits(grouped: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index++) {
    if (/\d/.test(grouped[index]!)) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return grouped.length;
}
