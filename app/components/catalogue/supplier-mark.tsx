/**
 * An agent's or builder's mark: their logo when they uploaded one, else their
 * initials in a circle (never a broken image). Decorative next to their name,
 * which is always written beside it, so it carries no text of its own.
 */
import type { SupplierLogo } from "#app/lib/listing-shapes";

/** "Shah & Sons Realty" → "SS"; "अंधेरी बिल्डर्स" → "अब"; one word → its first letter. */
export function initialsOf(name: string): string {
  const words = name
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join("");
}

const SIZES = {
  small: { box: "size-8 text-xs", pixels: 32 },
  large: { box: "size-16 text-2xl", pixels: 64 },
} as const;

export function SupplierMark({
  name,
  logo,
  size,
}: {
  name: string;
  logo: SupplierLogo | null;
  size: keyof typeof SIZES;
}) {
  const { box, pixels } = SIZES[size];
  if (logo) {
    return (
      <img
        src={size === "small" ? logo.small : logo.large}
        alt=""
        width={pixels}
        height={pixels}
        loading={size === "small" ? "lazy" : undefined}
        className={`${box} shrink-0 rounded-full bg-white object-contain ring-1 ring-slate-200`}
        data-testid="supplier-logo"
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary-dark`}
      data-testid="supplier-initials"
    >
      {initialsOf(name) || "?"}
    </span>
  );
}
