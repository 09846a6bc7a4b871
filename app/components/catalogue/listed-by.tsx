/**
 * "Listed by …" on a property or project page: a link to the verified agent's
 * or builder's public profile (/agent/{slug}, /builder/{slug}). Shown only
 * when staff verified them; otherwise the page says nothing more. Their logo
 * (or initials) stands before the name.
 */
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import type { SupplierLogo } from "#app/lib/listing-shapes";
import { SupplierMark } from "./supplier-mark";

export type ListedByData = { kind: "agent" | "builder"; slug: string; name: string; logo: SupplierLogo | null };

export function ListedBy({ by }: { by: ListedByData | null }) {
  const { t } = useTranslation("detail");
  if (!by) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="listed-by">
      <Link
        to={`/${by.kind}/${encodeURIComponent(by.slug)}`}
        className="inline-flex min-w-0 items-center gap-2 font-medium text-secondary-dark underline"
      >
        <SupplierMark name={by.name} logo={by.logo} size="small" />
        {t(by.kind === "agent" ? "listedBy.agent" : "listedBy.builder", { name: by.name })}
      </Link>
      <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
        <span aria-hidden className="icon-badge-check flex" /> {t("listedBy.verified")}
      </span>
    </p>
  );
}
