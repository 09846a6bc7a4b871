/**
 * A locality is the part of a listing's location before the first comma
 * ("Andheri West, Mumbai" → "Andheri West"); its page lives at
 * /locality/{slug}. The database computes the same slug in SQL
 * (app/domain/catalogue/localities.server.ts), so the two rules must stay identical:
 * lower case, every run of characters other than a–z and 0–9 becomes one
 * hyphen, no hyphen at either end.
 */

/** The locality named by a stored location. */
export function localityName(location: string): string {
  return location.split(",")[0]!.trim();
}

/** "Andheri West" → "andheri-west"; '' when nothing usable is left. */
export function localitySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The locality page of a stored location, or null when its locality has no usable name. */
export function localityPath(location: string): string | null {
  const slug = localitySlug(localityName(location));
  return slug ? `/locality/${slug}` : null;
}

/**
 * The breadcrumb step for a listing's locality, or null when it has none.
 * `show` words the label for the page (usePlaceName's function for a Hindi or
 * Marathi page); the link is made from the stored name either way.
 */
export function localityCrumb(
  location: string,
  show: (name: string) => string = (name) => name,
): { label: string; to: string } | null {
  const path = localityPath(location);
  return path ? { label: show(localityName(location)), to: path } : null;
}
