/**
 * The start of a long text for a card, which shows two clamped lines: the
 * rest would only add bytes to every list page (and its hydration data).
 * Cut at the last word boundary within `max` characters, with an ellipsis.
 */
export const CARD_EXCERPT_CHARS = 160;

export function excerpt(text: string, max = CARD_EXCERPT_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A single very long word is cut where it must be.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.!?–—-]+$/u, "")}…`;
}
